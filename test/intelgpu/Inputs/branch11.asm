// Gen11 corpus: utils/intelgpu-corpus.py -p 11 -g branch -n 600 --seed 20261123; 601 lines iga64 accepts.
L0:
if (16|M0) L129 L595
L1:
brc (16|M8) L203 L486
L2:
join (4|M0) L90
L3:
join (32|M16) L101
L4:
jmpi L176
L5:
else (16|M0) L197 L37
L6:
(~f0.0.anyv) halt (4|M0) L226 L39
L7:
(~f0.1.all8h) goto (4|M0) L341 L589
L8:
brc (4|M24) r64.2
L9:
halt (1|M16) L278 L590
L10:
join (32|M0) L15
L11:
if.b (32|M0) L120 L248
L12:
brd (8|M0) r127.7
L13:
(W) join (32|M0) L434
L14:
call (1|M8) r64.2 L352
L15:
nop
L16:
halt (2|M8) L412 L228
L17:
call (1|M0) r64.0 L470
L18:
join (4|M0) L578
L19:
endif (2|M0) L71
L20:
(W) brd (1|M16) L143
L21:
(~f1.1.any2h) while (16|M8) L371
L22:
wait n0.0:ud
L23:
(~f0.1.all2h) while (8|M0) L11
L24:
brc (32|M16) L399 L81
L25:
nop
L26:
(~f0.1.any4h) jmpi L418
L27:
(W) jmpi L318
L28:
(~f1.1.all16h) brc (16|M16) L547 L285
L29:
(~f0.0.allv) jmpi L318
L30:
join (1|M8) L204
L31:
ret (4|M8) r64.0
L32:
calla (16|M0) r10.7 0xC50
L33:
(~f1.0.all16h) brc (4|M0) r127.2
L34:
(~f1.0.all4h) brd (32|M8) r2.2
L35:
brc (32|M0) r64.1
L36:
(~f0.1.all4h) break (16|M0) L515 L93
L37:
break (8|M0) L31 L443
L38:
else (32|M16) L474 L375
L39:
join (32|M0) L55
L40:
endif (2|M0) L115
L41:
halt (1|M16) L207 L342
L42:
cont (16|M16) L560 L428
L43:
endif (32|M0) L482
L44:
join (16|M0) L574
L45:
call (4|M16) r2.0 L544
L46:
(W) if (16|M0) L588 L164
L47:
ret (32|M0) r2.0
L48:
wait n0.1:ud
L49:
nop
L50:
brd (1|M0) L486
L51:
(W) else (8|M16) L52 L18
L52:
jmpi L198
L53:
call (1|M0) r10.1 L165
L54:
nop
L55:
goto.b (8|M0) L442 L232
L56:
(~f0.0.anyv) halt (32|M0) L81 L597
L57:
(W) endif (2|M0) L160
L58:
goto (32|M16) L409 L573
L59:
(W) calla (4|M0) r10.1 0x1210
L60:
wait n0.1:ud
L61:
nop
L62:
ret (1|M24) r64.2
L63:
(W) call (2|M0) r10.2 L353
L64:
join (2|M16) L205
L65:
(W) jmpi L481
L66:
(~f1.1.any2h) brc (1|M16) L121 L66
L67:
(f1.0.all32h) brd (4|M0) L406
L68:
(f0.0.all2h) brd (2|M0) L593
L69:
calla (2|M0) r10.7 0xB10
L70:
nop
L71:
endif (8|M0) L267
L72:
brd (1|M0) L188
L73:
if.b (16|M0) L267 L173
L74:
endif (8|M0) L315
L75:
wait n0.1:ud
L76:
calla (2|M0) r127.7 0x650
L77:
nop
L78:
(~f1.0.any2h) if.b (2|M0) L88 L203
L79:
brc (32|M8) L217 L43
L80:
endif (1|M0) L344
L81:
(f1.0.anyv) if.b (8|M16) L571 L324
L82:
join (16|M16) L389
L83:
nop
L84:
while (16|M8) L321
L85:
endif (8|M16) L555
L86:
else (8|M0) L588 L236
L87:
(W) call (1|M0) r64.1 L444
L88:
brc (8|M8) r64.2
L89:
else (2|M24) L382 L588
L90:
wait n0.1:ud
L91:
endif (32|M24) L64
L92:
(f1.0.any16h) halt (16|M0) L339 L551
L93:
(~f0.1.all16h) goto (2|M0) L530 L362
L94:
ret (1|M0) r64.2
L95:
else (4|M24) L463 L340
L96:
(~f1.0.anyv) if.b (1|M0) L188 L555
L97:
cont (4|M16) L208 L407
L98:
break (16|M0) L307 L16
L99:
(~f0.0.any16h) if (32|M0) L142 L364
L100:
ret (2|M0) r127.2
L101:
ret (4|M0) r64.1
L102:
ret (16|M24) r2.2
L103:
endif (16|M24) L550
L104:
while (4|M0) L176
L105:
(~f1.1.all4h) break (4|M8) L521 L444
L106:
calla (16|M0) r64.0 0xD20
L107:
(W) break (4|M0) L214 L355
L108:
(W) goto (8|M0) L369 L468
L109:
halt (4|M8) L492 L492
L110:
halt (8|M16) L156 L457
L111:
(~f0.1.all16h) while (1|M0) L112
L112:
(W) jmpi L434
L113:
(f1.1.anyv) brd (4|M0) r64.7
L114:
brc (4|M0) L231 L40
L115:
brc (32|M0) r10.0
L116:
cont (8|M0) L13 L289
L117:
(W) jmpi L514
L118:
wait n0.0:ud
L119:
(f0.0.all2h) while (16|M8) L105
L120:
call (32|M16) r127.0 L190
L121:
goto (32|M8) L446 L553
L122:
wait n0.0:ud
L123:
(W) while (4|M0) L413
L124:
ret (2|M0) r127.0
L125:
wait n0.0:ud
L126:
if.b (4|M0) L195 L268
L127:
nop
L128:
(f0.0.anyv) halt (16|M0) L398 L468
L129:
(~f0.1.all32h) if (2|M0) L324 L206
L130:
else (2|M0) L388 L471
L131:
wait n0.0:ud
L132:
break (2|M0) L342 L285
L133:
wait n0.0:ud
L134:
wait n0.0:ud
L135:
wait n0.1:ud
L136:
else.b (4|M8) L238 L422
L137:
call (8|M0) r2.2 L396
L138:
(W) brd (16|M0) L460
L139:
ret (2|M0) r64.7
L140:
(~f0.0.all4h) goto.b (4|M0) L580 L286
L141:
call (32|M8) r10.2 L480
L142:
(W) calla (16|M16) r2.1 0x24C0
L143:
join (16|M0) L138
L144:
while (1|M0) L501
L145:
halt (16|M0) L436 L270
L146:
endif (2|M0) L336
L147:
calla (2|M0) r64.0 0x1380
L148:
calla (32|M24) r10.2 0x720
L149:
(~f0.1.all2h) jmpi L160
L150:
cont (8|M0) L280 L398
L151:
(W) join (4|M16) L303
L152:
jmpi L45
L153:
(W) brd (4|M8) r10.0
L154:
endif (4|M8) L191
L155:
join (2|M16) L353
L156:
(W) call (16|M0) r127.1 L284
L157:
if (8|M0) L377 L438
L158:
jmpi r10.2
L159:
halt (1|M24) L338 L507
L160:
(f0.0.any16h) break (8|M0) L179 L100
L161:
(W) else (8|M0) L197 L496
L162:
brc (1|M16) L479 L128
L163:
(f0.0.all4h) if (8|M0) L464 L452
L164:
(W) else (32|M8) L587 L483
L165:
(f1.0.all2h) jmpi r10.7
L166:
if (4|M8) L263 L573
L167:
if (16|M0) L509 L211
L168:
join (2|M0) L434
L169:
(~f1.1.anyv) if (1|M0) L517 L525
L170:
(~f1.0.all16h) brc (4|M8) L17 L402
L171:
ret (16|M24) r10.7
L172:
wait n0.0:ud
L173:
calla (32|M8) r10.7 0x1160
L174:
(f1.0.all16h) while (1|M0) L42
L175:
while (4|M8) L400
L176:
wait n0.0:ud
L177:
(f1.0.any32h) brc (1|M8) L423 L511
L178:
join (8|M24) L307
L179:
break (4|M0) L100 L353
L180:
nop
L181:
endif (8|M0) L32
L182:
calla (8|M0) r2.7 0x23B0
L183:
call (32|M0) r127.2 L183
L184:
wait n0.1:ud
L185:
calla (8|M0) r64.2 0x630
L186:
(f0.1.all2h) cont (4|M24) L302 L483
L187:
(f0.1.anyv) jmpi L370
L188:
(W) else (32|M0) L595 L270
L189:
(f0.1.any4h) cont (16|M8) L557 L94
L190:
endif (1|M0) L159
L191:
(W) endif (4|M0) L230
L192:
brd (2|M0) r2.2
L193:
wait n0.0:ud
L194:
(~f0.1.all8h) break (32|M0) L450 L126
L195:
(W) halt (16|M8) L259 L75
L196:
(~f1.1.all2h) break (4|M0) L495 L556
L197:
endif (2|M0) L73
L198:
(f0.1.any16h) goto.b (2|M24) L457 L374
L199:
(W) goto (8|M0) L539 L281
L200:
brc (16|M0) r64.1
L201:
(~f0.0.any32h) goto (16|M0) L323 L63
L202:
(~f1.1.any16h) goto (2|M24) L187 L98
L203:
if (32|M0) L449 L90
L204:
(f0.1.any8h) brd (4|M0) L411
L205:
calla (4|M24) r127.7 0xEB0
L206:
wait n0.0:ud
L207:
call (16|M8) r64.7 L164
L208:
endif (1|M16) L372
L209:
break (1|M24) L360 L482
L210:
(f0.0.all4h) brd (2|M0) r64.2
L211:
calla (32|M0) r127.7 0x1730
L212:
cont (4|M0) L348 L213
L213:
brd (8|M16) L397
L214:
join (8|M0) L89
L215:
brd (2|M0) L179
L216:
wait n0.1:ud
L217:
wait n0.0:ud
L218:
jmpi L506
L219:
(~f1.1.any32h) cont (4|M8) L100 L76
L220:
(f1.0.any32h) break (1|M0) L527 L441
L221:
(f0.1.anyv) brc (32|M0) L405 L171
L222:
wait n0.0:ud
L223:
ret (8|M16) r2.1
L224:
join (8|M0) L551
L225:
goto (8|M8) L243 L240
L226:
(f1.0.any4h) cont (16|M0) L549 L167
L227:
(W) if (1|M16) L356 L182
L228:
endif (8|M0) L115
L229:
endif (4|M0) L137
L230:
wait n0.0:ud
L231:
(W) join (2|M0) L252
L232:
(~f0.1.all32h) halt (16|M0) L205 L305
L233:
(f1.0.any2h) brd (1|M16) L13
L234:
nop
L235:
(W) ret (32|M8) r10.7
L236:
(W) if (4|M0) L600 L570
L237:
nop
L238:
(f1.0.any32h) brc (4|M24) L192 L102
L239:
while (32|M0) L52
L240:
endif (8|M0) L317
L241:
break (8|M0) L515 L81
L242:
break (8|M0) L230 L307
L243:
ret (8|M0) r64.0
L244:
else (8|M0) L139 L230
L245:
ret (4|M16) r64.2
L246:
nop
L247:
calla (8|M8) r127.0 0x2070
L248:
while (32|M24) L574
L249:
ret (4|M24) r10.2
L250:
nop
L251:
nop
L252:
calla (1|M24) r2.7 0x2120
L253:
(W) if (2|M0) L499 L368
L254:
(~f0.0.any16h) goto (32|M0) L546 L206
L255:
ret (32|M0) r127.0
L256:
ret (4|M0) r127.7
L257:
nop
L258:
(~f1.0.all32h) break (2|M0) L224 L223
L259:
(f0.1.all2h) brc (1|M0) L445 L340
L260:
(~f1.1.anyv) halt (8|M24) L585 L359
L261:
(~f1.0.all4h) if (1|M16) L352 L172
L262:
brc (1|M16) L367 L433
L263:
ret (32|M0) r127.7
L264:
goto (4|M24) L441 L35
L265:
brc (8|M8) L147 L482
L266:
else (16|M0) L180 L214
L267:
calla (32|M0) r10.0 0x1CE0
L268:
else (2|M0) L397 L513
L269:
ret (4|M0) r2.1
L270:
(f0.0.all32h) brc (4|M8) L213 L537
L271:
calla (1|M0) r2.7 0x2530
L272:
brc (32|M0) L561 L98
L273:
cont (1|M24) L557 L162
L274:
(~f1.1.any4h) if (2|M24) L239 L322
L275:
(~f1.1.all16h) while (1|M0) L439
L276:
calla (16|M8) r64.0 0x1F40
L277:
(f0.1.all16h) jmpi L518
L278:
(~f0.0.all2h) cont (8|M16) L269 L310
L279:
(~f0.0.allv) brc (8|M0) L391 L400
L280:
(W) else.b (8|M16) L323 L161
L281:
endif (2|M16) L21
L282:
(W) calla (1|M0) r10.0 0x19D0
L283:
jmpi L54
L284:
(W) jmpi L60
L285:
(f0.0.any32h) brc (16|M24) r64.0
L286:
(~f0.1.all16h) if (8|M0) L348 L185
L287:
halt (16|M0) L300 L158
L288:
(W) endif (1|M0) L114
L289:
halt (1|M16) L506 L564
L290:
cont (4|M0) L389 L396
L291:
(f1.1.all32h) while (1|M24) L489
L292:
join (32|M24) L593
L293:
endif (8|M8) L88
L294:
if (1|M0) L181 L7
L295:
ret (1|M0) r64.7
L296:
wait n0.0:ud
L297:
(W) ret (1|M8) r2.0
L298:
goto.b (16|M0) L174 L575
L299:
wait n0.0:ud
L300:
cont (16|M0) L274 L592
L301:
nop
L302:
break (8|M0) L415 L212
L303:
jmpi L459
L304:
join (32|M16) L9
L305:
join (1|M0) L431
L306:
goto (2|M0) L273 L37
L307:
while (2|M0) L557
L308:
while (4|M24) L261
L309:
(~f1.0.all16h) break (1|M0) L530 L231
L310:
join (32|M0) L293
L311:
nop
L312:
(f1.0) while (2|M0) L118
L313:
halt (32|M0) L126 L365
L314:
endif (8|M0) L253
L315:
ret (32|M24) r64.0
L316:
ret (32|M0) r127.2
L317:
call (16|M16) r64.1 L457
L318:
(f0.0.anyv) if.b (16|M0) L248 L525
L319:
wait n0.1:ud
L320:
(f0.1.allv) halt (16|M24) L538 L238
L321:
while (2|M24) L517
L322:
(W) call (8|M0) r10.1 L425
L323:
(f0.0.any4h) if (16|M0) L88 L291
L324:
if (2|M0) L146 L379
L325:
ret (8|M16) r10.1
L326:
cont (8|M0) L102 L246
L327:
wait n0.0:ud
L328:
wait n0.0:ud
L329:
(W) else (1|M24) L131 L166
L330:
call (2|M0) r10.0 L494
L331:
halt (16|M8) L66 L213
L332:
endif (4|M0) L498
L333:
ret (2|M16) r2.0
L334:
(W) cont (8|M0) L222 L341
L335:
(f1.0.all2h) cont (1|M0) L279 L245
L336:
(W) jmpi L73
L337:
(~f1.1.all4h) jmpi L458
L338:
cont (1|M24) L25 L521
L339:
(~f1.0.any16h) jmpi L32
L340:
(f0.1.all16h) brc (2|M0) L22 L470
L341:
(~f1.0.all2h) halt (8|M0) L327 L507
L342:
else (2|M16) L324 L414
L343:
(W) while (2|M0) L48
L344:
calla (16|M0) r64.0 0x1270
L345:
(f1.0.any16h) cont (1|M0) L342 L173
L346:
while (2|M8) L220
L347:
wait n0.0:ud
L348:
(~f0.0.all32h) jmpi L46
L349:
else (1|M0) L0 L255
L350:
ret (2|M0) r10.2
L351:
join (1|M16) L62
L352:
if (32|M0) L463 L77
L353:
ret (2|M16) r10.0
L354:
else (1|M0) L30 L284
L355:
(W) endif (1|M8) L317
L356:
(~f1.1.anyv) brc (4|M0) L389 L116
L357:
(f1.0.any8h) while (16|M0) L310
L358:
wait n0.0:ud
L359:
(~f0.1.any4h) brc (2|M8) L228 L399
L360:
break (8|M0) L59 L323
L361:
else (16|M0) L314 L306
L362:
nop
L363:
(~f1.0.any2h) brd (2|M0) r64.0
L364:
wait n0.0:ud
L365:
nop
L366:
break (4|M0) L345 L363
L367:
(~f1.1.any32h) break (1|M0) L32 L440
L368:
(W) else (32|M0) L445 L349
L369:
while (4|M0) L563
L370:
jmpi r2.0
L371:
(f1.1.anyv) goto (2|M0) L189 L494
L372:
nop
L373:
wait n0.1:ud
L374:
(f0.0.all32h) goto (8|M0) L15 L489
L375:
(f1.1.any2h) brd (32|M16) L176
L376:
while (2|M16) L56
L377:
(W) call (4|M0) r2.1 L538
L378:
(f0.0.anyv) halt (4|M0) L177 L351
L379:
halt (1|M0) L474 L534
L380:
join (16|M0) L293
L381:
ret (2|M16) r10.2
L382:
goto.b (32|M8) L210 L496
L383:
endif (32|M0) L268
L384:
brd (2|M0) L390
L385:
call (16|M0) r127.2 L533
L386:
(W) call (16|M0) r64.7 L249
L387:
(~f0.1.any16h) break (4|M0) L309 L51
L388:
(~f1.1.any32h) while (4|M16) L57
L389:
call (1|M24) r127.0 L555
L390:
else (32|M0) L223 L84
L391:
break (4|M8) L104 L581
L392:
goto.b (1|M24) L291 L313
L393:
(f1.0.any8h) if (2|M8) L169 L481
L394:
(~f1.1.all4h) halt (1|M16) L305 L261
L395:
(W) brc (4|M16) L342 L103
L396:
(~f0.1.allv) if (32|M0) L145 L53
L397:
endif (1|M0) L66
L398:
while (1|M0) L134
L399:
brd (1|M0) L471
L400:
else (32|M8) L154 L506
L401:
(W) calla (4|M0) r127.0 0xDB0
L402:
jmpi L583
L403:
brd (4|M0) L127
L404:
(f0.1.any4h) while (8|M8) L58
L405:
(~f1.0.any16h) brd (32|M24) L241
L406:
else (2|M0) L551 L27
L407:
wait n0.0:ud
L408:
(W) cont (1|M0) L179 L420
L409:
(f0.0.all2h) goto.b (4|M0) L552 L41
L410:
if (16|M0) L55 L329
L411:
(f1.1.any32h) brc (2|M0) L423 L104
L412:
wait n0.0:ud
L413:
(~f0.0.anyv) if (16|M0) L579 L300
L414:
join (2|M24) L207
L415:
nop
L416:
join (1|M0) L135
L417:
nop
L418:
(W) halt (2|M16) L300 L344
L419:
endif (1|M0) L258
L420:
brd (1|M0) r127.2
L421:
goto (16|M0) L424 L449
L422:
else (1|M0) L600 L422
L423:
calla (4|M0) r2.2 0x1E50
L424:
else (8|M0) L31 L55
L425:
goto (32|M0) L377 L477
L426:
(~f1.1.allv) jmpi L541
L427:
else (4|M24) L157 L407
L428:
nop
L429:
join (16|M0) L102
L430:
cont (16|M0) L476 L48
L431:
(W) call (32|M16) r127.1 L113
L432:
cont (16|M8) L133 L287
L433:
call (16|M0) r127.7 L281
L434:
nop
L435:
wait n0.1:ud
L436:
brd (2|M24) r2.7
L437:
(W) while (16|M16) L453
L438:
wait n0.0:ud
L439:
(~f1.1.any32h) halt (4|M0) L535 L286
L440:
(f0.1.all4h) goto (8|M24) L463 L397
L441:
brd (1|M0) L381
L442:
(~f0.1.all8h) brc (2|M0) L148 L282
L443:
brc (32|M0) r10.7
L444:
(W) jmpi L451
L445:
join (1|M0) L38
L446:
else.b (8|M0) L9 L552
L447:
break (2|M16) L505 L591
L448:
(W) endif (8|M24) L384
L449:
cont (32|M24) L279 L198
L450:
call (4|M8) r64.0 L474
L451:
join (1|M16) L508
L452:
nop
L453:
(~f1.1) cont (32|M0) L490 L137
L454:
(~f1.0.all2h) goto (8|M0) L221 L82
L455:
(f1.0.all2h) cont (8|M0) L482 L301
L456:
nop
L457:
if.b (16|M8) L152 L486
L458:
wait n0.0:ud
L459:
(W) endif (2|M8) L191
L460:
else (4|M0) L126 L524
L461:
(~f1.0.all16h) goto (1|M0) L9 L354
L462:
(~f0.1.any4h) while (2|M16) L105
L463:
calla (2|M0) r10.1 0x1CB0
L464:
(W) while (32|M8) L49
L465:
(~f1.0.all32h) break (32|M0) L152 L314
L466:
nop
L467:
(~f1.0.all32h) brc (1|M16) r2.1
L468:
(~f1.1.all4h) while (8|M0) L391
L469:
break (4|M24) L162 L282
L470:
nop
L471:
break (2|M0) L323 L504
L472:
cont (8|M0) L481 L270
L473:
(W) goto (1|M0) L304 L333
L474:
(~f0.0.allv) while (8|M24) L211
L475:
if (32|M0) L378 L340
L476:
(f1.0) brd (4|M0) L266
L477:
(~f0.0.all8h) while (1|M0) L120
L478:
if (1|M24) L580 L177
L479:
(~f1.0.anyv) goto (4|M0) L571 L167
L480:
cont (32|M0) L358 L317
L481:
call (16|M24) r2.1 L510
L482:
calla (1|M16) r64.0 0x1C20
L483:
nop
L484:
calla (1|M24) r10.0 0x1200
L485:
(W) break (4|M0) L219 L308
L486:
brc (4|M0) L146 L197
L487:
(f0.1.all2h) while (4|M16) L186
L488:
nop
L489:
endif (32|M24) L510
L490:
goto (8|M0) L466 L586
L491:
(W) goto.b (16|M0) L158 L481
L492:
nop
L493:
(W) break (16|M0) L281 L97
L494:
(~f0.1.any8h) cont (16|M16) L208 L431
L495:
if.b (32|M8) L478 L252
L496:
(f1.1.any2h) goto (1|M24) L280 L88
L497:
cont (16|M0) L383 L384
L498:
if.b (8|M0) L505 L82
L499:
halt (32|M0) L212 L295
L500:
(~f0.0.all16h) jmpi r64.0
L501:
while (4|M8) L402
L502:
else.b (4|M0) L600 L131
L503:
(~f0.1.all16h) cont (16|M0) L577 L359
L504:
call (4|M0) r2.1 L57
L505:
endif (1|M16) L98
L506:
brc (2|M0) L60 L38
L507:
call (32|M16) r2.0 L15
L508:
(~f1.1.any4h) while (2|M0) L131
L509:
goto (8|M0) L527 L161
L510:
(W) cont (16|M0) L189 L207
L511:
calla (2|M8) r64.7 0x1A0
L512:
while (32|M0) L94
L513:
endif (2|M0) L428
L514:
break (16|M16) L347 L413
L515:
wait n0.1:ud
L516:
halt (8|M0) L477 L47
L517:
(W) calla (32|M0) r10.0 0x1060
L518:
jmpi r10.7
L519:
calla (2|M24) r10.0 0x760
L520:
(W) call (1|M24) r64.2 L350
L521:
endif (1|M16) L245
L522:
(W) join (2|M8) L197
L523:
(f1.1.all4h) halt (32|M16) L421 L118
L524:
(f0.1.any16h) goto (16|M0) L405 L482
L525:
wait n0.0:ud
L526:
join (16|M24) L298
L527:
join (1|M0) L394
L528:
(~f0.1.all2h) brc (2|M0) L450 L510
L529:
else.b (16|M8) L142 L355
L530:
endif (2|M8) L392
L531:
(W) ret (32|M0) r2.0
L532:
cont (32|M16) L280 L83
L533:
endif (4|M16) L416
L534:
endif (16|M0) L536
L535:
break (8|M24) L540 L118
L536:
(~f1.1.any2h) cont (8|M0) L34 L105
L537:
halt (2|M0) L17 L546
L538:
(~f0.1.all32h) break (32|M8) L415 L76
L539:
join (2|M24) L215
L540:
join (1|M8) L109
L541:
break (1|M0) L20 L212
L542:
(~f1.0.all32h) if (1|M0) L52 L574
L543:
endif (32|M0) L585
L544:
(f0.0.any32h) brc (1|M0) L177 L463
L545:
(~f1.0.any8h) brd (8|M0) L263
L546:
wait n0.1:ud
L547:
(f0.0.all2h) while (1|M0) L420
L548:
(W) call (4|M24) r10.0 L305
L549:
cont (8|M0) L7 L161
L550:
ret (8|M0) r10.0
L551:
(W) call (4|M0) r64.1 L108
L552:
brd (32|M0) L71
L553:
calla (8|M0) r2.0 0x14F0
L554:
(W) calla (16|M0) r10.0 0x780
L555:
(~f1.0.all32h) halt (32|M0) L151 L217
L556:
(W) brc (2|M0) L466 L84
L557:
(f0.1.all4h) cont (32|M0) L548 L47
L558:
calla (16|M16) r10.0 0x13F0
L559:
else (4|M0) L38 L390
L560:
(~f1.1.all8h) while (8|M0) L137
L561:
call (4|M16) r2.1 L478
L562:
endif (2|M16) L74
L563:
wait n0.0:ud
L564:
break (2|M0) L469 L303
L565:
(W) ret (16|M24) r2.7
L566:
(W) cont (2|M0) L527 L446
L567:
endif (8|M0) L436
L568:
(f0.0.all2h) break (2|M8) L301 L82
L569:
cont (2|M0) L564 L520
L570:
ret (8|M0) r127.1
L571:
else (4|M0) L251 L519
L572:
ret (2|M0) r10.0
L573:
nop
L574:
wait n0.1:ud
L575:
wait n0.0:ud
L576:
call (16|M16) r64.1 L468
L577:
if.b (8|M0) L426 L7
L578:
join (4|M16) L275
L579:
(W) join (1|M16) L246
L580:
nop
L581:
while (8|M0) L92
L582:
(~f0.1.allv) brd (4|M0) r2.0
L583:
cont (2|M24) L231 L182
L584:
halt (4|M0) L265 L427
L585:
brd (1|M8) r64.2
L586:
calla (2|M16) r127.0 0x1A60
L587:
jmpi L385
L588:
goto (8|M0) L338 L545
L589:
endif (4|M0) L575
L590:
endif (2|M0) L203
L591:
(W) calla (16|M8) r127.1 0x130
L592:
wait n0.1:ud
L593:
endif (4|M0) L488
L594:
if.b (2|M0) L153 L441
L595:
(~f0.0.all16h) brc (2|M0) r10.1
L596:
(f0.1.any2h) brd (8|M0) r2.0
L597:
brd (8|M0) L392
L598:
nop
L599:
else (16|M24) L99 L464
L600:
nop
