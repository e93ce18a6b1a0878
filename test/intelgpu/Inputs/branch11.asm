// Gen11 corpus: utils/intelgpu-corpus.py -p 11 -g branch -n 600 --seed 20261123; 601 lines iga64 accepts.
L0:
illegal
L1:
break (16|M16) L253 L157
L2:
goto (4|M16) L275 L543
L3:
nop
L4:
(~f0.0.any4h) jmpi L305
L5:
wait n0.0:ud
L6:
(f0.1) halt (32|M0) L156 L296
L7:
illegal
L8:
(~f0.0.all8h) cont (16|M0) L341 L589
L9:
brc (4|M24) r64.2
L10:
halt (1|M16) L278 L590
L11:
join (32|M0) L15
L12:
if.b (32|M0) L120 L248
L13:
brd (8|M0) r127.7
L14:
(W) join (32|M0) L434
L15:
call (1|M8) r64.2 L352
L16:
nop
L17:
halt (2|M8) L412 L228
L18:
call (1|M0) r64.0 L470
L19:
join (4|M0) L578
L20:
illegal
L21:
halt (4|M0) L126 L263
L22:
wait n0.0:ud
L23:
halt (16|M0) L335 L5
L24:
brc (1|M0) L7 L11
L25:
brc (32|M16) L399 L81
L26:
nop
L27:
(~f0.1.any4h) jmpi L418
L28:
(W) jmpi L318
L29:
(~f1.1.all16h) brc (16|M16) L547 L285
L30:
(~f0.0.allv) jmpi L318
L31:
join (1|M8) L204
L32:
ret (4|M8) r64.0
L33:
calla (16|M0) r10.7 0xC50
L34:
(~f1.0.all16h) brc (4|M0) r127.2
L35:
(~f1.0.all4h) brd (32|M8) r2.2
L36:
illegal
L37:
(f1.0.all8h) brd (16|M0) L416
L38:
ret (8|M0) r127.0
L39:
(W) calla (16|M0) r2.2 0x280
L40:
wait n0.0:ud
L41:
calla (4|M16) r2.0 0xA20
L42:
wait n0.1:ud
L43:
jmpi r2.0
L44:
brc (8|M0) L218 L132
L45:
while (8|M8) L154
L46:
join (2|M0) L268
L47:
break (16|M0) L187 L544
L48:
(W) if (16|M0) L588 L164
L49:
ret (32|M0) r2.0
L50:
illegal
L51:
nop
L52:
join (2|M24) L434
L53:
call (2|M24) r2.0 L577
L54:
(~f0.0.anyv) brc (4|M16) r64.2
L55:
(~f0.1) halt (1|M16) L64 L172
L56:
calla (2|M24) r64.0 0xFD0
L57:
wait n0.0:ud
L58:
(W) calla (8|M16) r10.2 0x6D0
L59:
(W) calla (16|M16) r2.0 0x1E30
L60:
else (1|M0) L217 L279
L61:
halt (8|M16) L527 L160
L62:
(f1.1.any4h) jmpi L534
L63:
(~f0.0.anyv) jmpi L473
L64:
nop
L65:
calla (4|M0) r64.0 0xCD0
L66:
(W) jmpi L481
L67:
(~f1.1.any2h) brc (1|M16) L121 L66
L68:
(f1.0.all32h) brd (4|M0) L406
L69:
(f0.0.all2h) brd (2|M0) L593
L70:
calla (2|M0) r10.7 0xB10
L71:
nop
L72:
endif (8|M0) L267
L73:
brd (1|M0) L188
L74:
if.b (16|M0) L267 L173
L75:
endif (8|M0) L315
L76:
wait n0.1:ud
L77:
calla (2|M0) r127.7 0x650
L78:
nop
L79:
(~f1.0.any2h) if.b (2|M0) L88 L203
L80:
brc (32|M8) L217 L43
L81:
endif (1|M0) L344
L82:
(f1.0.anyv) if.b (8|M16) L571 L324
L83:
join (16|M16) L389
L84:
nop
L85:
while (16|M8) L321
L86:
endif (8|M16) L555
L87:
else (8|M0) L588 L236
L88:
(W) call (1|M0) r64.1 L444
L89:
brc (8|M8) r64.2
L90:
else (2|M24) L382 L588
L91:
wait n0.1:ud
L92:
endif (32|M24) L64
L93:
(f1.0.any16h) halt (16|M0) L339 L551
L94:
(~f0.1.all16h) goto (2|M0) L530 L362
L95:
ret (1|M0) r64.2
L96:
illegal
L97:
brc (8|M24) L329 L327
L98:
(W) ret (16|M0) r10.7
L99:
cont (4|M16) L208 L407
L100:
break (16|M0) L307 L16
L101:
(~f0.0.any16h) if (32|M0) L142 L364
L102:
ret (2|M0) r127.2
L103:
ret (4|M0) r64.1
L104:
ret (16|M24) r2.2
L105:
endif (16|M24) L550
L106:
while (4|M0) L176
L107:
(~f1.1.all4h) break (4|M8) L521 L444
L108:
illegal
L109:
(W) join (32|M0) L127
L110:
(f1.0.any4h) jmpi L267
L111:
endif (4|M0) L253
L112:
else (16|M24) L495 L467
L113:
(~f1.1.all8h) brc (1|M16) L97 L238
L114:
calla (32|M0) r2.7 0x1200
L115:
(W) join (8|M0) L520
L116:
brd (16|M16) L108
L117:
while (2|M8) L190
L118:
if (32|M24) L40 L468
L119:
brc (1|M8) L173 L432
L120:
endif (16|M0) L13
L121:
(W) jmpi L514
L122:
wait n0.0:ud
L123:
(f0.0.all2h) while (16|M8) L105
L124:
call (32|M16) r127.0 L190
L125:
goto (32|M8) L446 L553
L126:
wait n0.0:ud
L127:
(W) while (4|M0) L413
L128:
ret (2|M0) r127.0
L129:
wait n0.0:ud
L130:
if.b (4|M0) L195 L268
L131:
nop
L132:
(f0.0.anyv) halt (16|M0) L398 L468
L133:
(~f0.1.all32h) if (2|M0) L324 L206
L134:
else (2|M0) L388 L471
L135:
wait n0.0:ud
L136:
break (2|M0) L342 L285
L137:
wait n0.0:ud
L138:
illegal
L139:
calla (8|M16) r10.2 0x2D0
L140:
(~f0.0.any4h) jmpi L452
L141:
wait n0.1:ud
L142:
call (8|M8) r64.0 L521
L143:
(f1.1.all16h) brc (32|M8) L293 L456
L144:
endif (4|M0) L286
L145:
call (32|M8) r10.2 L480
L146:
(W) calla (16|M16) r2.1 0x24C0
L147:
join (16|M0) L138
L148:
while (1|M0) L501
L149:
halt (16|M0) L436 L270
L150:
endif (2|M0) L336
L151:
calla (2|M0) r64.0 0x1380
L152:
calla (32|M24) r10.2 0x720
L153:
(~f0.1.all2h) jmpi L160
L154:
cont (8|M0) L280 L398
L155:
(W) join (4|M16) L303
L156:
jmpi L45
L157:
(W) brd (4|M8) r10.0
L158:
endif (4|M8) L191
L159:
join (2|M16) L353
L160:
(W) call (16|M0) r127.1 L284
L161:
if (8|M0) L377 L438
L162:
jmpi r10.2
L163:
illegal
L164:
call (8|M0) r2.7 L12
L165:
else (16|M0) L79 L556
L166:
halt (8|M0) L154 L218
L167:
(W) brc (32|M0) r2.2
L168:
(f1.1.anyv) jmpi L483
L169:
(f1.0.all2h) jmpi r10.7
L170:
if (4|M8) L263 L573
L171:
if (16|M0) L509 L211
L172:
join (2|M0) L434
L173:
(~f1.1.anyv) if (1|M0) L517 L525
L174:
(~f1.0.all16h) brc (4|M8) L17 L402
L175:
ret (16|M24) r10.7
L176:
wait n0.0:ud
L177:
calla (32|M8) r10.7 0x1160
L178:
(f1.0.all16h) while (1|M0) L42
L179:
while (4|M8) L400
L180:
wait n0.0:ud
L181:
(f1.0.any32h) brc (1|M8) L423 L511
L182:
join (8|M24) L307
L183:
break (4|M0) L100 L353
L184:
nop
L185:
endif (8|M0) L32
L186:
calla (8|M0) r2.7 0x23B0
L187:
illegal
L188:
(W) cont (8|M0) L380 L449
L189:
halt (16|M24) L184 L365
L190:
goto (2|M0) L302 L483
L191:
(f0.1.anyv) jmpi L370
L192:
(W) else (32|M0) L595 L270
L193:
(f0.1.any4h) cont (16|M8) L557 L94
L194:
endif (1|M0) L159
L195:
(W) endif (4|M0) L230
L196:
brd (2|M0) r2.2
L197:
wait n0.0:ud
L198:
(~f0.1.all8h) break (32|M0) L450 L126
L199:
(W) halt (16|M8) L259 L75
L200:
(~f1.1.all2h) break (4|M0) L495 L556
L201:
endif (2|M0) L73
L202:
(f0.1.any16h) goto.b (2|M24) L457 L374
L203:
(W) goto (8|M0) L539 L281
L204:
brc (16|M0) r64.1
L205:
(~f0.0.any32h) goto (16|M0) L323 L63
L206:
illegal
L207:
ret (8|M0) r127.7
L208:
illegal
L209:
calla (2|M0) r127.2 0x16E0
L210:
calla (1|M0) r10.2 0x220
L211:
brc (16|M0) L361 L536
L212:
cont (1|M0) L149 L93
L213:
(W) ret (16|M0) r127.0
L214:
calla (8|M0) r2.2 0x1580
L215:
(~f1.1.all16h) brd (32|M0) L371
L216:
cont (4|M0) L348 L213
L217:
brd (8|M16) L397
L218:
join (8|M0) L89
L219:
brd (2|M0) L179
L220:
wait n0.1:ud
L221:
wait n0.0:ud
L222:
jmpi L506
L223:
(~f1.1.any32h) cont (4|M8) L100 L76
L224:
(f1.0.any32h) break (1|M0) L527 L441
L225:
(f0.1.anyv) brc (32|M0) L405 L171
L226:
wait n0.0:ud
L227:
ret (8|M16) r2.1
L228:
join (8|M0) L551
L229:
goto (8|M8) L243 L240
L230:
(f1.0.any4h) cont (16|M0) L549 L167
L231:
illegal
L232:
while (1|M24) L76
L233:
ret (1|M16) r127.2
L234:
while (1|M0) L137
L235:
wait n0.0:ud
L236:
(W) join (2|M0) L252
L237:
(~f0.1.all32h) halt (16|M0) L205 L305
L238:
(f1.0.any2h) brd (1|M16) L13
L239:
nop
L240:
illegal
L241:
(W) if (4|M0) L600 L570
L242:
nop
L243:
(f1.0.any32h) brc (4|M24) L192 L102
L244:
while (32|M0) L52
L245:
endif (8|M0) L317
L246:
break (8|M0) L515 L81
L247:
break (8|M0) L230 L307
L248:
ret (8|M0) r64.0
L249:
illegal
L250:
(~f1.1.any4h) while (2|M0) L526
L251:
else (16|M0) L294 L247
L252:
(f1.1.all16h) goto (32|M0) L591 L138
L253:
endif (16|M0) L139
L254:
brc (16|M0) L64 L332
L255:
(W) endif (16|M8) L169
L256:
else.b (1|M8) L53 L185
L257:
ret (4|M0) r2.7
L258:
else (2|M16) L546 L206
L259:
ret (32|M0) r127.0
L260:
ret (4|M0) r127.7
L261:
nop
L262:
(~f1.0.all32h) break (2|M0) L224 L223
L263:
(f0.1.all2h) brc (1|M0) L445 L340
L264:
(~f1.1.anyv) halt (8|M24) L585 L359
L265:
(~f1.0.all4h) if (1|M16) L352 L172
L266:
brc (1|M16) L367 L433
L267:
ret (32|M0) r127.7
L268:
goto (4|M24) L441 L35
L269:
brc (8|M8) L147 L482
L270:
else (16|M0) L180 L214
L271:
calla (32|M0) r10.0 0x1CE0
L272:
else (2|M0) L397 L513
L273:
ret (4|M0) r2.1
L274:
(f0.0.all32h) brc (4|M8) L213 L537
L275:
calla (1|M0) r2.7 0x2530
L276:
brc (32|M0) L561 L98
L277:
cont (1|M24) L557 L162
L278:
(~f1.1.any4h) if (2|M24) L239 L322
L279:
(~f1.1.all16h) while (1|M0) L439
L280:
calla (16|M8) r64.0 0x1F40
L281:
(f0.1.all16h) jmpi L518
L282:
(~f0.0.all2h) cont (8|M16) L269 L310
L283:
(~f0.0.allv) brc (8|M0) L391 L400
L284:
(W) else.b (8|M16) L323 L161
L285:
endif (2|M16) L21
L286:
(W) calla (1|M0) r10.0 0x19D0
L287:
jmpi L54
L288:
(W) jmpi L60
L289:
(f0.0.any32h) brc (16|M24) r64.0
L290:
(~f0.1.all16h) if (8|M0) L348 L185
L291:
halt (16|M0) L300 L158
L292:
(W) endif (1|M0) L114
L293:
halt (1|M16) L506 L564
L294:
cont (4|M0) L389 L396
L295:
(f1.1.all32h) while (1|M24) L489
L296:
join (32|M24) L593
L297:
endif (8|M8) L88
L298:
if (1|M0) L181 L7
L299:
ret (1|M0) r64.7
L300:
wait n0.0:ud
L301:
(W) ret (1|M8) r2.0
L302:
goto.b (16|M0) L174 L575
L303:
wait n0.0:ud
L304:
cont (16|M0) L274 L592
L305:
nop
L306:
break (8|M0) L415 L212
L307:
jmpi L459
L308:
join (32|M16) L9
L309:
join (1|M0) L431
L310:
goto (2|M0) L273 L37
L311:
while (2|M0) L557
L312:
while (4|M24) L261
L313:
(~f1.0.all16h) break (1|M0) L530 L231
L314:
join (32|M0) L293
L315:
nop
L316:
(f1.0) while (2|M0) L118
L317:
halt (32|M0) L126 L365
L318:
endif (8|M0) L253
L319:
ret (32|M24) r64.0
L320:
ret (32|M0) r127.2
L321:
call (16|M16) r64.1 L457
L322:
(f0.0.anyv) if.b (16|M0) L248 L525
L323:
wait n0.1:ud
L324:
(f0.1.allv) halt (16|M24) L538 L238
L325:
while (2|M24) L517
L326:
(W) call (8|M0) r10.1 L425
L327:
(f0.0.any4h) if (16|M0) L88 L291
L328:
if (2|M0) L146 L379
L329:
ret (8|M16) r10.1
L330:
cont (8|M0) L102 L246
L331:
wait n0.0:ud
L332:
wait n0.0:ud
L333:
(W) else (1|M24) L131 L166
L334:
call (2|M0) r10.0 L494
L335:
halt (16|M8) L66 L213
L336:
endif (4|M0) L498
L337:
ret (2|M16) r2.0
L338:
(W) cont (8|M0) L222 L341
L339:
(f1.0.all2h) cont (1|M0) L279 L245
L340:
(W) jmpi L73
L341:
(~f1.1.all4h) jmpi L458
L342:
illegal
L343:
(f0.1.all8h) cont (8|M0) L541 L305
L344:
(f1.1.any8h) brd (4|M0) L80
L345:
else.b (8|M0) L458 L502
L346:
join (2|M24) L507
L347:
else (2|M16) L324 L414
L348:
(W) while (2|M0) L48
L349:
calla (16|M0) r64.0 0x1270
L350:
(f1.0.any16h) cont (1|M0) L342 L173
L351:
while (2|M8) L220
L352:
wait n0.0:ud
L353:
(~f0.0.all32h) jmpi L46
L354:
else (1|M0) L0 L255
L355:
ret (2|M0) r10.2
L356:
join (1|M16) L62
L357:
if (32|M0) L463 L77
L358:
ret (2|M16) r10.0
L359:
else (1|M0) L30 L284
L360:
(W) endif (1|M8) L317
L361:
(~f1.1.anyv) brc (4|M0) L389 L116
L362:
(f1.0.any8h) while (16|M0) L310
L363:
wait n0.0:ud
L364:
(~f0.1.any4h) brc (2|M8) L228 L399
L365:
break (8|M0) L59 L323
L366:
else (16|M0) L314 L306
L367:
nop
L368:
(~f1.0.any2h) brd (2|M0) r64.0
L369:
wait n0.0:ud
L370:
nop
L371:
break (4|M0) L345 L363
L372:
(~f1.1.any32h) break (1|M0) L32 L440
L373:
illegal
L374:
jmpi L270
L375:
illegal
L376:
jmpi r10.2
L377:
endif (1|M16) L188
L378:
halt (32|M8) L338 L453
L379:
nop
L380:
halt (8|M0) L317 L53
L381:
halt (32|M8) L31 L77
L382:
wait n0.0:ud
L383:
endif (4|M8) L336
L384:
(f0.1.anyv) goto (1|M24) L595 L384
L385:
if (4|M16) L430 L33
L386:
(~f1.0.allv) brc (2|M0) r64.7
L387:
break (8|M0) L210 L496
L388:
endif (32|M0) L268
L389:
brd (2|M0) L390
L390:
call (16|M0) r127.2 L533
L391:
(W) call (16|M0) r64.7 L249
L392:
(~f0.1.any16h) break (4|M0) L309 L51
L393:
(~f1.1.any32h) while (4|M16) L57
L394:
call (1|M24) r127.0 L555
L395:
else (32|M0) L223 L84
L396:
break (4|M8) L104 L581
L397:
goto.b (1|M24) L291 L313
L398:
(f1.0.any8h) if (2|M8) L169 L481
L399:
(~f1.1.all4h) halt (1|M16) L305 L261
L400:
(W) brc (4|M16) L342 L103
L401:
(~f0.1.allv) if (32|M0) L145 L53
L402:
endif (1|M0) L66
L403:
while (1|M0) L134
L404:
brd (1|M0) L471
L405:
illegal
L406:
(f1.0.all32h) break (8|M0) L219 L308
L407:
break (2|M8) L364 L438
L408:
join (2|M24) L118
L409:
(W) brd (16|M0) L418
L410:
calla (1|M24) r64.0 0xF10
L411:
else (2|M0) L551 L27
L412:
wait n0.0:ud
L413:
(W) cont (1|M0) L179 L420
L414:
illegal
L415:
endif (32|M0) L565
L416:
call (4|M16) r127.0 L55
L417:
call (8|M0) r10.0 L400
L418:
brc (2|M8) L2 L361
L419:
(f0.1.any8h) cont (1|M0) L579 L300
L420:
join (2|M24) L207
L421:
nop
L422:
join (1|M0) L135
L423:
nop
L424:
(W) halt (2|M16) L300 L344
L425:
endif (1|M0) L258
L426:
brd (1|M0) r127.2
L427:
goto (16|M0) L424 L449
L428:
else (1|M0) L600 L422
L429:
illegal
L430:
nop
L431:
(f1.0.all32h) brc (2|M8) r64.1
L432:
goto (32|M0) L377 L477
L433:
(~f1.1.allv) jmpi L541
L434:
else (4|M24) L157 L407
L435:
nop
L436:
join (16|M0) L102
L437:
cont (16|M0) L476 L48
L438:
(W) call (32|M16) r127.1 L113
L439:
cont (16|M8) L133 L287
L440:
call (16|M0) r127.7 L281
L441:
nop
L442:
wait n0.1:ud
L443:
brd (2|M24) r2.7
L444:
(W) while (16|M16) L453
L445:
illegal
L446:
illegal
L447:
calla (16|M0) r10.0 0x410
L448:
brd (4|M16) r127.0
L449:
endif (8|M24) L527
L450:
ret (4|M0) r2.2
L451:
nop
L452:
brc (32|M0) r10.7
L453:
(W) jmpi L451
L454:
join (1|M0) L38
L455:
else.b (8|M0) L9 L552
L456:
break (2|M16) L505 L591
L457:
(W) endif (8|M24) L384
L458:
cont (32|M24) L279 L198
L459:
call (4|M8) r64.0 L474
L460:
join (1|M16) L508
L461:
nop
L462:
(~f1.1) cont (32|M0) L490 L137
L463:
(~f1.0.all2h) goto (8|M0) L221 L82
L464:
(f1.0.all2h) cont (8|M0) L482 L301
L465:
nop
L466:
if.b (16|M8) L152 L486
L467:
wait n0.0:ud
L468:
(W) endif (2|M8) L191
L469:
else (4|M0) L126 L524
L470:
illegal
L471:
(W) goto (8|M16) L111 L158
L472:
(~f1.1.all4h) halt (4|M8) L151 L327
L473:
break (16|M0) L66 L490
L474:
(f0.0.all32h) goto (32|M8) L472 L519
L475:
else (16|M0) L517 L139
L476:
halt (8|M24) L352 L72
L477:
join (1|M0) L367
L478:
ret (2|M0) r64.2
L479:
(f1.0.all2h) brd (1|M0) L495
L480:
(f1.1.any2h) brc (2|M24) L385 L467
L481:
goto.b (4|M0) L398 L286
L482:
else (8|M16) L255 L48
L483:
goto (4|M0) L61 L23
L484:
nop
L485:
join (4|M0) L472
L486:
(~f1.1.any32h) if (1|M16) L114 L230
L487:
else (4|M0) L120 L6
L488:
(W) if (1|M24) L244 L333
L489:
if (16|M0) L571 L167
L490:
cont (32|M0) L358 L317
L491:
call (16|M24) r2.1 L510
L492:
calla (1|M16) r64.0 0x1C20
L493:
nop
L494:
calla (1|M24) r10.0 0x1200
L495:
(W) break (4|M0) L219 L308
L496:
brc (4|M0) L146 L197
L497:
(f0.1.all2h) while (4|M16) L186
L498:
nop
L499:
endif (32|M24) L510
L500:
goto (8|M0) L466 L586
L501:
(W) goto.b (16|M0) L158 L481
L502:
nop
L503:
(W) break (16|M0) L281 L97
L504:
(~f0.1.any8h) cont (16|M16) L208 L431
L505:
if.b (32|M8) L478 L252
L506:
(f1.1.any2h) goto (1|M24) L280 L88
L507:
cont (16|M0) L383 L384
L508:
if.b (8|M0) L505 L82
L509:
halt (32|M0) L212 L295
L510:
(~f0.0.all16h) jmpi r64.0
L511:
illegal
L512:
(f1.1.all32h) brc (32|M24) L296 L330
L513:
break (2|M24) L574 L380
L514:
(~f1.0) goto (16|M16) L329 L57
L515:
endif (1|M16) L98
L516:
brc (2|M0) L60 L38
L517:
call (32|M16) r2.0 L15
L518:
(~f1.1.any4h) while (2|M0) L131
L519:
goto (8|M0) L527 L161
L520:
(W) cont (16|M0) L189 L207
L521:
calla (2|M8) r64.7 0x1A0
L522:
while (32|M0) L94
L523:
endif (2|M0) L428
L524:
break (16|M16) L347 L413
L525:
wait n0.1:ud
L526:
halt (8|M0) L477 L47
L527:
(W) calla (32|M0) r10.0 0x1060
L528:
illegal
L529:
(f1.0.all16h) cont (16|M0) L90 L118
L530:
(W) call (1|M24) r64.2 L350
L531:
endif (1|M16) L245
L532:
(W) join (2|M8) L197
L533:
(f1.1.all4h) halt (32|M16) L421 L118
L534:
(f0.1.any16h) goto (16|M0) L405 L482
L535:
wait n0.0:ud
L536:
join (16|M24) L298
L537:
join (1|M0) L394
L538:
(~f0.1.all2h) brc (2|M0) L450 L510
L539:
else.b (16|M8) L142 L355
L540:
endif (2|M8) L392
L541:
(W) ret (32|M0) r2.0
L542:
illegal
L543:
(W) ret (16|M0) r10.1
L544:
illegal
L545:
call (32|M0) r127.2 L18
L546:
(f0.0.allv) goto (32|M16) L454 L565
L547:
calla (2|M16) r2.0 0xD50
L548:
break (1|M0) L146 L543
L549:
(W) break (2|M0) L278 L172
L550:
else (2|M0) L90 L548
L551:
join (32|M8) L65
L552:
illegal
L553:
(~f0.0.any2h) if (2|M0) L274 L464
L554:
else (16|M0) L31 L476
L555:
(f0.0.any32h) brc (1|M0) L177 L463
L556:
(~f1.0.any8h) brd (8|M0) L263
L557:
wait n0.1:ud
L558:
(f0.0.all2h) while (1|M0) L420
L559:
(W) call (4|M24) r10.0 L305
L560:
cont (8|M0) L7 L161
L561:
ret (8|M0) r10.0
L562:
illegal
L563:
calla (4|M0) r127.0 0x1AC0
L564:
endif (2|M16) L429
L565:
wait n0.0:ud
L566:
nop
L567:
while (2|M16) L316
L568:
endif (2|M0) L146
L569:
break (4|M0) L165 L64
L570:
nop
L571:
(f0.1.all2h) while (16|M24) L354
L572:
(W) calla (2|M0) r2.2 0x1920
L573:
wait n0.0:ud
L574:
(W) calla (1|M0) r10.0 0x720
L575:
(~f1.1.any8h) halt (16|M0) L150 L157
L576:
join (8|M0) L469
L577:
(~f1.1.all8h) jmpi r10.0
L578:
jmpi r127.7
L579:
ret (4|M0) r10.2
L580:
(f0.0.all2h) break (2|M8) L301 L82
L581:
cont (2|M0) L564 L520
L582:
ret (8|M0) r127.1
L583:
else (4|M0) L251 L519
L584:
ret (2|M0) r10.0
L585:
nop
L586:
wait n0.1:ud
L587:
wait n0.0:ud
L588:
call (16|M16) r64.1 L468
L589:
if.b (8|M0) L426 L7
L590:
join (4|M16) L275
L591:
(W) join (1|M16) L246
L592:
nop
L593:
while (8|M0) L92
L594:
(~f0.1.allv) brd (4|M0) r2.0
L595:
cont (2|M24) L231 L182
L596:
halt (4|M0) L265 L427
L597:
brd (1|M8) r64.2
L598:
calla (2|M16) r127.0 0x1A60
L599:
jmpi L385
L600:
nop
