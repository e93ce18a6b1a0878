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
call (1|M8) r64.2 r12.7
L16:
if (2|M0) L487 L469
L17:
(~f1.0.all8h) cont (8|M0) L470 L277
L18:
join (8|M0) L552
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
illegal
L36:
(f1.0.all8h) brd (16|M0) L416
L37:
ret (8|M0) r127.0
L38:
(W) calla (16|M0) r2.2 0x280
L39:
wait n0.0:ud
L40:
calla (4|M16) r2.0 0xA20
L41:
wait n0.1:ud
L42:
jmpi r2.0
L43:
brc (8|M0) L218 L132
L44:
while (8|M8) L154
L45:
join (2|M0) L268
L46:
break (16|M0) L187 L544
L47:
(W) if (16|M0) L588 L164
L48:
ret (32|M0) r2.0
L49:
illegal
L50:
nop
L51:
join (2|M24) L434
L52:
call (2|M24) r2.0 L52
L53:
(~f1.1.any8h) if.b (4|M16) L176 L198
L54:
call (1|M0) r10.1 L117
L55:
endif (2|M24) L467
L56:
illegal
L57:
(W) ret (1|M0) r127.0
L58:
(W) endif (16|M16) L551
L59:
else (1|M0) L510 L409
L60:
illegal
L61:
(~f0.1.any8h) jmpi L534
L62:
(~f0.0.anyv) jmpi L473
L63:
nop
L64:
calla (4|M0) r64.0 0xCD0
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
(W) call (1|M0) r64.1 L225
L88:
cont (8|M16) L129 L20
L89:
(~f1.1) jmpi L68
L90:
join (2|M0) L64
L91:
(f1.0.any16h) halt (16|M0) L339 L551
L92:
(~f0.1.all16h) goto (2|M0) L530 L362
L93:
ret (1|M0) r64.2
L94:
illegal
L95:
brc (8|M24) L329 L327
L96:
(W) ret (16|M0) r10.7
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
illegal
L107:
(W) join (32|M0) L127
L108:
(f1.0.any4h) jmpi L267
L109:
endif (4|M0) L253
L110:
else (16|M24) L495 L467
L111:
(~f1.1.all8h) brc (1|M16) L97 L238
L112:
calla (32|M0) r2.7 0x1200
L113:
(W) join (8|M0) L520
L114:
brd (16|M16) L108
L115:
while (2|M8) L190
L116:
if (32|M24) L40 L468
L117:
brc (1|M8) L173 L432
L118:
endif (16|M0) L13
L119:
(W) jmpi L514
L120:
wait n0.0:ud
L121:
(f0.0.all2h) while (16|M8) L105
L122:
call (32|M16) r127.0 L9
L123:
(f1.0.any8h) halt (8|M8) L92 L301
L124:
(W) else.b (16|M0) L232 L72
L125:
(~f0.1.all4h) brd (1|M24) L207
L126:
wait n0.0:ud
L127:
illegal
L128:
ret (16|M0) r2.7
L129:
call (1|M0) r127.0 L215
L130:
(f0.1.all16h) goto (1|M0) L468 L6
L131:
(~f0.1.all32h) goto (1|M16) L324 L206
L132:
else (2|M0) L388 L471
L133:
wait n0.0:ud
L134:
break (2|M0) L342 L285
L135:
wait n0.0:ud
L136:
illegal
L137:
calla (8|M16) r10.2 0x2D0
L138:
(~f0.0.any4h) jmpi L452
L139:
wait n0.1:ud
L140:
call (8|M8) r64.0 L577
L141:
ret (2|M0) r64.7
L142:
(~f0.0.all4h) goto.b (4|M0) L580 L286
L143:
call (32|M8) r10.2 L376
L144:
(W) if (2|M0) L508 L311
L145:
call (16|M0) r2.1 r12.7
L146:
nop
L147:
nop
L148:
(~f0.1.any8h) brd (4|M0) L345
L149:
nop
L150:
jmpi L145
L151:
(f1.0) break (8|M0) L474 L486
L152:
nop
L153:
(W) ret (4|M0) r2.0
L154:
(~f0.1.any2h) jmpi r127.0
L155:
call (1|M0) r2.1 L118
L156:
else (1|M0) L191 L281
L157:
halt (32|M24) L214 L272
L158:
endif (1|M0) L156
L159:
calla (8|M8) r64.2 0x1360
L160:
join (16|M0) L62
L161:
illegal
L162:
call (8|M0) r2.7 L179
L163:
(f1.1.all8h) while (1|M0) L38
L164:
(W) break (16|M16) L479 L128
L165:
(f0.0.all4h) if (8|M0) L464 L452
L166:
(W) else (32|M8) L587 L483
L167:
(f1.0.all2h) jmpi r10.7
L168:
if (4|M8) L263 L573
L169:
if (16|M0) L509 L211
L170:
join (2|M0) L434
L171:
(~f1.1.anyv) if (1|M0) L517 L525
L172:
(~f1.0.all16h) brc (4|M8) L17 L402
L173:
ret (16|M24) r10.7
L174:
wait n0.0:ud
L175:
calla (32|M8) r10.7 0x1160
L176:
(f1.0.all16h) while (1|M0) L42
L177:
while (4|M8) L400
L178:
wait n0.0:ud
L179:
(f1.0.any32h) brc (1|M8) L423 L511
L180:
join (8|M24) L307
L181:
break (4|M0) L100 L353
L182:
nop
L183:
endif (8|M0) L32
L184:
calla (8|M0) r2.7 0x23B0
L185:
illegal
L186:
(W) cont (8|M0) L380 L449
L187:
halt (16|M24) L184 L365
L188:
goto (2|M0) L302 L483
L189:
(f0.1.anyv) jmpi L370
L190:
(W) else (32|M0) L595 L270
L191:
(f0.1.any4h) cont (16|M8) L557 L94
L192:
endif (1|M0) L159
L193:
(W) endif (4|M0) L230
L194:
brd (2|M0) r2.2
L195:
wait n0.0:ud
L196:
(~f0.1.all8h) break (32|M0) L450 L126
L197:
(W) halt (16|M8) L259 L75
L198:
(~f1.1.all2h) break (4|M0) L495 L556
L199:
endif (2|M0) L73
L200:
(f0.1.any16h) goto.b (2|M24) L457 L374
L201:
(W) goto (8|M0) L539 L281
L202:
brc (16|M0) r64.1
L203:
(~f0.0.any32h) goto (16|M0) L323 L63
L204:
illegal
L205:
ret (8|M0) r127.7
L206:
illegal
L207:
calla (2|M0) r127.2 0x16E0
L208:
calla (1|M0) r10.2 0x220
L209:
brc (16|M0) L361 L536
L210:
cont (1|M0) L149 L93
L211:
(W) ret (16|M0) r127.0
L212:
calla (8|M0) r2.2 0x1580
L213:
(~f1.1.all16h) brd (32|M0) L371
L214:
cont (4|M0) L348 L213
L215:
brd (8|M16) L397
L216:
join (8|M0) L89
L217:
brd (2|M0) L179
L218:
wait n0.1:ud
L219:
wait n0.0:ud
L220:
jmpi L506
L221:
(~f1.1.any32h) cont (4|M8) L100 L76
L222:
(f1.0.any32h) break (1|M0) L527 L441
L223:
(f0.1.anyv) brc (32|M0) L405 L171
L224:
wait n0.0:ud
L225:
ret (8|M16) r2.1
L226:
join (8|M0) L551
L227:
goto (8|M8) L243 L240
L228:
(f1.0.any4h) cont (16|M0) L549 L167
L229:
illegal
L230:
while (1|M24) L76
L231:
ret (1|M16) r127.2
L232:
while (1|M0) L137
L233:
wait n0.0:ud
L234:
(W) join (2|M0) L252
L235:
(~f0.1.all32h) halt (16|M0) L205 L305
L236:
(f1.0.any2h) brd (1|M16) L13
L237:
nop
L238:
illegal
L239:
(W) if (4|M0) L600 L570
L240:
nop
L241:
(f1.0.any32h) brc (4|M24) L192 L102
L242:
while (32|M0) L52
L243:
endif (8|M0) L317
L244:
break (8|M0) L515 L81
L245:
break (8|M0) L230 L307
L246:
ret (8|M0) r64.0
L247:
illegal
L248:
(~f1.1.any4h) while (2|M0) L526
L249:
else (16|M0) L294 L247
L250:
(f1.1.all16h) goto (32|M0) L591 L138
L251:
endif (16|M0) L139
L252:
brc (16|M0) L64 L332
L253:
(W) endif (16|M8) L169
L254:
else.b (1|M8) L53 L185
L255:
ret (4|M0) r2.7
L256:
else (2|M16) L546 L206
L257:
ret (32|M0) r127.0
L258:
ret (4|M0) r127.7
L259:
nop
L260:
(~f1.0.all32h) break (2|M0) L224 L223
L261:
(f0.1.all2h) brc (1|M0) L445 L340
L262:
(~f1.1.anyv) halt (8|M24) L585 L359
L263:
(~f1.0.all4h) if (1|M16) L352 L172
L264:
brc (1|M16) L367 L433
L265:
ret (32|M0) r127.7
L266:
goto (4|M24) L441 L35
L267:
brc (8|M8) L147 L482
L268:
else (16|M0) L180 L214
L269:
calla (32|M0) r10.0 0x1CE0
L270:
else (2|M0) L397 L513
L271:
ret (4|M0) r2.1
L272:
(f0.0.all32h) brc (4|M8) L213 L537
L273:
calla (1|M0) r2.7 0x2530
L274:
brc (32|M0) L561 L98
L275:
cont (1|M24) L557 L162
L276:
(~f1.1.any4h) if (2|M24) L239 L322
L277:
(~f1.1.all16h) while (1|M0) L439
L278:
calla (16|M8) r64.0 0x1F40
L279:
(f0.1.all16h) jmpi L518
L280:
(~f0.0.all2h) cont (8|M16) L269 L310
L281:
(~f0.0.allv) brc (8|M0) L391 L400
L282:
(W) else.b (8|M16) L323 L161
L283:
endif (2|M16) L21
L284:
(W) calla (1|M0) r10.0 0x19D0
L285:
jmpi L54
L286:
(W) jmpi L60
L287:
(f0.0.any32h) brc (16|M24) r64.0
L288:
(~f0.1.all16h) if (8|M0) L348 L185
L289:
halt (16|M0) L300 L158
L290:
(W) endif (1|M0) L114
L291:
halt (1|M16) L506 L564
L292:
cont (4|M0) L389 L396
L293:
(f1.1.all32h) while (1|M24) L489
L294:
join (32|M24) L593
L295:
endif (8|M8) L88
L296:
if (1|M0) L181 L7
L297:
ret (1|M0) r64.7
L298:
wait n0.0:ud
L299:
(W) ret (1|M8) r2.0
L300:
goto.b (16|M0) L174 L575
L301:
wait n0.0:ud
L302:
cont (16|M0) L274 L592
L303:
nop
L304:
break (8|M0) L415 L212
L305:
jmpi L459
L306:
join (32|M16) L9
L307:
join (1|M0) L431
L308:
goto (2|M0) L273 L37
L309:
while (2|M0) L557
L310:
while (4|M24) L261
L311:
(~f1.0.all16h) break (1|M0) L530 L231
L312:
join (32|M0) L293
L313:
nop
L314:
(f1.0) while (2|M0) L118
L315:
halt (32|M0) L126 L365
L316:
endif (8|M0) L253
L317:
ret (32|M24) r64.0
L318:
ret (32|M0) r127.2
L319:
call (16|M16) r64.1 r123.1
L320:
(W) cont (1|M0) L248 L525
L321:
wait n0.1:ud
L322:
(f0.1.allv) halt (16|M24) L538 L238
L323:
while (2|M24) L517
L324:
(W) call (8|M0) r10.1 L411
L325:
else (2|M8) L23 L130
L326:
else (8|M16) L146 L379
L327:
ret (8|M16) r10.1
L328:
cont (8|M0) L102 L246
L329:
wait n0.0:ud
L330:
wait n0.0:ud
L331:
(W) else (1|M24) L131 L166
L332:
call (2|M0) r10.0 L591
L333:
nop
L334:
halt (1|M0) L498 L388
L335:
(~f1.0.anyv) halt (32|M0) L200 L470
L336:
endif (8|M0) L128
L337:
join (2|M8) L279
L338:
(W) goto (4|M0) L561 L269
L339:
endif (4|M0) L310
L340:
endif (8|M16) L15
L341:
illegal
L342:
(~f1.0.any16h) jmpi L32
L343:
(f0.1.all16h) brc (2|M0) L22 L470
L344:
(~f1.0.all2h) halt (8|M0) L327 L507
L345:
else (2|M16) L324 L414
L346:
(W) while (2|M0) L48
L347:
calla (16|M0) r64.0 0x1270
L348:
(f1.0.any16h) cont (1|M0) L342 L173
L349:
while (2|M8) L220
L350:
wait n0.0:ud
L351:
(~f0.0.all32h) jmpi L46
L352:
else (1|M0) L0 L255
L353:
ret (2|M0) r10.2
L354:
join (1|M16) L62
L355:
if (32|M0) L463 L77
L356:
ret (2|M16) r10.0
L357:
else (1|M0) L30 L284
L358:
(W) endif (1|M8) L317
L359:
(~f1.1.anyv) brc (4|M0) L389 L116
L360:
(f1.0.any8h) while (16|M0) L310
L361:
wait n0.0:ud
L362:
(~f0.1.any4h) brc (2|M8) L228 L399
L363:
break (8|M0) L59 L323
L364:
else (16|M0) L314 L306
L365:
nop
L366:
(~f1.0.any2h) brd (2|M0) r64.0
L367:
wait n0.0:ud
L368:
nop
L369:
break (4|M0) L345 L363
L370:
(~f1.1.any32h) break (1|M0) L32 L440
L371:
illegal
L372:
jmpi L270
L373:
illegal
L374:
jmpi r10.2
L375:
endif (1|M16) L188
L376:
halt (32|M8) L338 L453
L377:
nop
L378:
halt (8|M0) L317 L53
L379:
halt (32|M8) L31 L77
L380:
wait n0.0:ud
L381:
endif (4|M8) L336
L382:
(f0.1.anyv) goto (1|M24) L595 L384
L383:
if (4|M16) L430 L33
L384:
(~f1.0.allv) brc (2|M0) r64.7
L385:
break (8|M0) L210 L496
L386:
endif (32|M0) L268
L387:
brd (2|M0) L390
L388:
call (16|M0) r127.2 L344
L389:
wait n0.0:ud
L390:
goto (2|M0) L309 L51
L391:
(~f1.1.any32h) while (4|M16) L57
L392:
call (1|M24) r127.0 r123.7
L393:
(W) while (8|M0) L368
L394:
brd (8|M8) r64.1
L395:
goto.b (1|M24) L291 L313
L396:
(f1.0.any8h) if (2|M8) L169 L481
L397:
(~f1.1.all4h) halt (1|M16) L305 L261
L398:
(W) brc (4|M16) L342 L103
L399:
(~f0.1.allv) if (32|M0) L145 L53
L400:
endif (1|M0) L66
L401:
while (1|M0) L134
L402:
brd (1|M0) L471
L403:
illegal
L404:
(f1.0.all32h) break (8|M0) L219 L308
L405:
break (2|M8) L364 L438
L406:
join (2|M24) L118
L407:
(W) brd (16|M0) L418
L408:
calla (1|M24) r64.0 0xF10
L409:
else (2|M0) L551 L27
L410:
wait n0.0:ud
L411:
(W) cont (1|M0) L179 L420
L412:
illegal
L413:
endif (32|M0) L565
L414:
call (4|M16) r127.0 L461
L415:
wait n0.0:ud
L416:
(W) while (8|M0) L203
L417:
(W) endif (2|M0) L579
L418:
(f1.1.all4h) jmpi L357
L419:
wait n0.1:ud
L420:
nop
L421:
wait n0.0:ud
L422:
illegal
L423:
ret (8|M24) r64.2
L424:
wait n0.0:ud
L425:
(~f0.0.all16h) while (4|M16) L23
L426:
calla (16|M8) r127.2 0x2580
L427:
(W) brd (32|M24) r127.7
L428:
wait n0.0:ud
L429:
jmpi r64.2
L430:
while (8|M0) L484
L431:
ret (2|M0) r2.1
L432:
nop
L433:
nop
L434:
join (16|M0) L102
L435:
cont (16|M0) L476 L48
L436:
(W) call (32|M16) r127.1 L532
L437:
illegal
L438:
call (16|M0) r127.7 L435
L439:
break (8|M0) L332 L447
L440:
nop
L441:
while (16|M0) L211
L442:
nop
L443:
halt (32|M0) L358 L509
L444:
calla (16|M0) r10.0 0x410
L445:
brd (4|M16) r127.0
L446:
endif (8|M24) L527
L447:
ret (4|M0) r2.2
L448:
nop
L449:
brc (32|M0) r10.7
L450:
(W) jmpi L451
L451:
join (1|M0) L38
L452:
else.b (8|M0) L9 L552
L453:
break (2|M16) L505 L591
L454:
(W) endif (8|M24) L384
L455:
cont (32|M24) L279 L198
L456:
call (4|M8) r64.0 L43
L457:
endif (32|M0) L394
L458:
(W) halt (2|M24) L408 L51
L459:
brc (8|M0) L258 L264
L460:
join (16|M24) L320
L461:
(f1.0.all2h) halt (2|M0) L523 L507
L462:
(f1.0.all16h) halt (4|M16) L2 L518
L463:
cont (32|M0) L187 L456
L464:
ret (32|M0) r10.7
L465:
wait n0.1:ud
L466:
wait n0.0:ud
L467:
nop
L468:
(W) goto (8|M16) L111 L158
L469:
(~f1.1.all4h) halt (4|M8) L151 L327
L470:
break (16|M0) L66 L490
L471:
(f0.0.all32h) goto (32|M8) L472 L519
L472:
else (16|M0) L517 L139
L473:
halt (8|M24) L352 L72
L474:
join (1|M0) L367
L475:
ret (2|M0) r64.2
L476:
(f1.0.all2h) brd (1|M0) L495
L477:
(f1.1.any2h) brc (2|M24) L385 L467
L478:
goto.b (4|M0) L398 L286
L479:
else (8|M16) L255 L48
L480:
goto (4|M0) L61 L23
L481:
nop
L482:
join (4|M0) L472
L483:
(~f1.1.any32h) if (1|M16) L114 L230
L484:
else (4|M0) L120 L6
L485:
(W) if (1|M24) L244 L333
L486:
if (16|M0) L571 L167
L487:
cont (32|M0) L358 L317
L488:
call (16|M24) r2.1 L152
L489:
(~f1.0.all8h) brd (2|M24) r2.2
L490:
while (1|M0) L288
L491:
(W) break (4|M0) L219 L308
L492:
brc (4|M0) L146 L197
L493:
(f0.1.all2h) while (4|M16) L186
L494:
nop
L495:
endif (32|M24) L510
L496:
goto (8|M0) L466 L586
L497:
(W) goto.b (16|M0) L158 L481
L498:
nop
L499:
(W) break (16|M0) L281 L97
L500:
(~f0.1.any8h) cont (16|M16) L208 L431
L501:
if.b (32|M8) L478 L252
L502:
(f1.1.any2h) goto (1|M24) L280 L88
L503:
cont (16|M0) L383 L384
L504:
if.b (8|M0) L505 L82
L505:
halt (32|M0) L212 L295
L506:
(~f0.0.all16h) jmpi r64.0
L507:
illegal
L508:
(f1.1.all32h) brc (32|M24) L296 L330
L509:
break (2|M24) L574 L380
L510:
(~f1.0) goto (16|M16) L329 L57
L511:
endif (1|M16) L98
L512:
brc (2|M0) L60 L38
L513:
call (32|M16) r2.0 r3.7
L514:
(f1.1.any32h) cont (8|M0) L425 L21
L515:
wait n0.1:ud
L516:
(W) calla (4|M24) r127.2 0xBD0
L517:
halt (32|M0) L26 L121
L518:
(~f0.0.all4h) while (1|M8) L432
L519:
nop
L520:
break (16|M16) L347 L413
L521:
wait n0.1:ud
L522:
halt (8|M0) L477 L47
L523:
(W) calla (32|M0) r10.0 0x1060
L524:
illegal
L525:
(f1.0.all16h) cont (16|M0) L90 L118
L526:
(W) call (1|M24) r64.2 r123.1
L527:
(W) endif (8|M0) L326
L528:
(f0.1.all16h) if (2|M0) L119 L400
L529:
(f1.1.any16h) goto.b (1|M0) L92 L477
L530:
if (1|M0) L515 L423
L531:
endif (1|M0) L298
L532:
join (1|M0) L394
L533:
(~f0.1.all2h) brc (2|M0) L450 L510
L534:
else.b (16|M8) L142 L355
L535:
endif (2|M8) L392
L536:
(W) ret (32|M0) r2.0
L537:
illegal
L538:
(W) ret (16|M0) r10.1
L539:
illegal
L540:
call (32|M0) r127.2 L24
L541:
(~f0.1.allv) break (16|M0) L596 L219
L542:
(W) endif (1|M0) L192
L543:
break (1|M16) L41 L8
L544:
jmpi L214
L545:
halt (2|M0) L109 L129
L546:
while (1|M16) L20
L547:
halt (1|M0) L458 L285
L548:
(W) jmpi r10.0
L549:
(f1.1.all2h) if (8|M24) L450 L482
L550:
cont (8|M0) L494 L47
L551:
cont (16|M16) L582 L377
L552:
join (16|M0) L29
L553:
(f1.0.anyv) brc (8|M0) L305 L187
L554:
brd (4|M24) r10.1
L555:
ret (8|M0) r10.0
L556:
illegal
L557:
calla (4|M0) r127.0 0x1AC0
L558:
endif (2|M16) L429
L559:
wait n0.0:ud
L560:
nop
L561:
while (2|M16) L316
L562:
endif (2|M0) L146
L563:
break (4|M0) L165 L64
L564:
nop
L565:
(f0.1.all2h) while (16|M24) L354
L566:
(W) calla (2|M0) r2.2 0x1920
L567:
wait n0.0:ud
L568:
(W) calla (1|M0) r10.0 0x720
L569:
(~f1.1.any8h) halt (16|M0) L150 L157
L570:
join (8|M0) L469
L571:
(~f1.1.all8h) jmpi r10.0
L572:
jmpi r127.7
L573:
ret (4|M0) r10.2
L574:
(f0.0.all2h) break (2|M8) L301 L82
L575:
cont (2|M0) L564 L520
L576:
ret (8|M0) r127.1
L577:
else (4|M0) L251 L519
L578:
ret (2|M0) r10.0
L579:
nop
L580:
wait n0.1:ud
L581:
wait n0.0:ud
L582:
call (16|M16) r64.1 L164
L583:
endif (16|M0) L343
L584:
break (8|M8) L135 L271
L585:
illegal
L586:
(f1.1.all16h) brd (2|M0) L359
L587:
if.b (2|M0) L62 L247
L588:
cont (2|M24) L231 L182
L589:
halt (4|M0) L265 L427
L590:
brd (1|M8) r64.2
L591:
calla (2|M16) r127.0 0x1A60
L592:
jmpi L385
L593:
goto (8|M0) L338 L545
L594:
endif (4|M0) L575
L595:
endif (2|M0) L203
L596:
(W) calla (16|M8) r127.1 0x130
L597:
wait n0.1:ud
L598:
endif (4|M0) L488
L599:
if.b (2|M0) L153 L441
L600:
nop
