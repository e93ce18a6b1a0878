// Gen9 corpus: utils/intelgpu-corpus.py -p 9 -g branch -n 600 --seed 20261123; 601 lines iga64 accepts.
L0:
else (2|M16) L485 L130
L1:
while (8|M8) L56
L2:
nop
L3:
join (4|M0) L267
L4:
call (16|M0) r64.2 r3.1
L5:
else (4|M16) L158 L421
L6:
else (1|M0) L155 L220
L7:
(W) while (8|M0) L519
L8:
(W) brc (4|M16) r10.0
L9:
(~f1.1.anyv) while (32|M8) L272
L10:
ret (4|M0) r64.1
L11:
break (4|M0) L41 L527
L12:
illegal
L13:
nop
L14:
cont (8|M8) L561 L246
L15:
join (16|M16) L351
L16:
(~f0.1.any32h) if (16|M16) L444 L569
L17:
jmpi L361
L18:
endif (16|M0) L397
L19:
nop
L20:
wait n0.0:ud
L21:
(~f1.1) jmpi L302
L22:
call (4|M0) r64.1 r123.1
L23:
nop
L24:
wait n0.0:ud
L25:
else (8|M0) L47 L143
L26:
endif (8|M0) L168
L27:
(~f0.1) goto (16|M8) L573 L222
L28:
(W) join (16|M0) L422
L29:
(~f0.1.any8h) brc (4|M16) L208 L313
L30:
brd (1|M0) r127.0
L31:
(~f1.1.anyv) if.b (32|M8) L467 L345
L32:
call (32|M8) r10.2 L381
L33:
(f1.0.all16h) halt (32|M24) L338 L482
L34:
wait n0.0:ud
L35:
nop
L36:
endif (1|M0) L596
L37:
(f0.0) brc (2|M0) L296 L280
L38:
(~f1.1) break (16|M16) L536 L286
L39:
else (32|M16) L177 L19
L40:
nop
L41:
(W) call (16|M0) r64.7 r123.0
L42:
call (2|M0) r127.1 L164
L43:
else (8|M0) L525 L35
L44:
ret (16|M0) r2.2
L45:
(~f1.1.allv) jmpi L28
L46:
break (32|M0) L183 L300
L47:
ret (32|M24) r127.7
L48:
(f1.0.anyv) while (16|M24) L575
L49:
(~f0.1.all16h) cont (2|M0) L231 L317
L50:
(W) brd (32|M16) L552
L51:
wait n0.1:ud
L52:
(W) endif (16|M0) L57
L53:
else (8|M0) L10 L27
L54:
ret (8|M0) r127.1
L55:
brc (2|M16) r2.2
L56:
(~f1.0.all32h) brc (2|M8) L58 L255
L57:
calla (32|M16) r64.7 0xA20
L58:
(~f1.1.any2h) halt (16|M8) L486 L304
L59:
nop
L60:
nop
L61:
ret (4|M16) r2.0
L62:
endif (16|M8) L531
L63:
illegal
L64:
endif (1|M0) L152
L65:
jmpi L348
L66:
if.b (16|M0) L212 L40
L67:
brc (2|M0) L259 L259
L68:
halt (2|M16) L523 L592
L69:
wait n0.0:ud
L70:
wait n0.0:ud
L71:
cont (16|M0) L322 L263
L72:
calla (16|M16) r2.1 0x1350
L73:
wait n0.0:ud
L74:
(~f0.0.any4h) cont (8|M0) L167 L551
L75:
else (2|M16) L148 L477
L76:
join (8|M24) L133
L77:
if (16|M0) L272 L26
L78:
(f1.1.any2h) if (2|M16) L561 L11
L79:
illegal
L80:
(~f1.1) goto (4|M16) L501 L180
L81:
cont (16|M0) L50 L111
L82:
(W) join (1|M0) L366
L83:
(f1.1.any8h) halt (8|M0) L394 L16
L84:
(W) jmpi r127.2
L85:
wait n0.0:ud
L86:
break (16|M0) L50 L557
L87:
else (32|M16) L554 L377
L88:
else.b (1|M16) L240 L271
L89:
(f0.1.all32h) if (1|M24) L456 L178
L90:
illegal
L91:
(f1.1.all16h) brc (32|M0) r64.0
L92:
join (2|M0) L219
L93:
endif (4|M0) L391
L94:
(W) else (16|M0) L488 L152
L95:
(~f0.1.allv) brd (2|M0) L531
L96:
else.b (2|M0) L293 L599
L97:
halt (1|M0) L326 L586
L98:
illegal
L99:
illegal
L100:
(~f1.0.all8h) cont (16|M0) L484 L484
L101:
while (32|M0) L513
L102:
(f0.0) cont (4|M0) L351 L486
L103:
nop
L104:
wait n0.0:ud
L105:
join (16|M0) L404
L106:
calla (32|M0) r2.2 0x1750
L107:
(W) join (32|M0) L254
L108:
brd (32|M0) L547
L109:
wait n0.0:ud
L110:
goto (2|M8) L531 L451
L111:
join (1|M0) L231
L112:
wait n0.1:ud
L113:
cont (1|M0) L547 L199
L114:
cont (16|M8) L54 L381
L115:
nop
L116:
calla (32|M16) r2.0 0x1C80
L117:
join (32|M0) L142
L118:
brd (1|M0) L135
L119:
jmpi L495
L120:
illegal
L121:
wait n0.1:ud
L122:
(f1.0.any2h) if (1|M24) L273 L558
L123:
(W) halt (1|M16) L95 L42
L124:
goto (2|M24) L594 L503
L125:
(f0.0.anyv) goto.b (32|M0) L84 L372
L126:
(W) while (32|M0) L549
L127:
(~f1.1.anyv) break (2|M0) L523 L527
L128:
(f1.0.any2h) cont (4|M16) L258 L432
L129:
break (1|M0) L319 L177
L130:
(f0.0.any4h) halt (8|M0) L476 L335
L131:
endif (32|M0) L424
L132:
goto (8|M0) L539 L374
L133:
(~f1.0.allv) brd (16|M0) L490
L134:
brd (4|M0) r10.7
L135:
brc (16|M8) L597 L373
L136:
nop
L137:
(W) else (1|M0) L476 L498
L138:
(W) else (8|M16) L522 L440
L139:
(~f0.0.any2h) if (1|M0) L125 L393
L140:
goto (16|M0) L326 L136
L141:
call (32|M0) r2.1 L545
L142:
ret (2|M0) r127.7
L143:
(f1.1.all4h) break (32|M0) L327 L86
L144:
call (16|M16) r10.1 L323
L145:
call (1|M16) r10.0 r3.0
L146:
(W) call (8|M8) r10.2 r3.7
L147:
goto (16|M0) L458 L353
L148:
(W) endif (16|M0) L520
L149:
(W) brd (16|M0) L102
L150:
if (8|M0) L510 L132
L151:
(W) goto (4|M0) L167 L380
L152:
if (1|M16) L26 L43
L153:
(~f1.1.any32h) jmpi r64.0
L154:
nop
L155:
join (4|M24) L167
L156:
while (32|M8) L6
L157:
while (8|M0) L513
L158:
(W) endif (16|M0) L54
L159:
nop
L160:
(~f0.1.any16h) brd (1|M0) r2.2
L161:
else (4|M0) L137 L287
L162:
call (32|M8) r127.2 L139
L163:
(f0.1.all4h) if (16|M8) L307 L363
L164:
(W) endif (8|M24) L7
L165:
illegal
L166:
(~f0.1.any16h) cont (16|M0) L177 L276
L167:
while (1|M0) L558
L168:
(~f0.0.any8h) if (1|M0) L340 L99
L169:
illegal
L170:
else (16|M0) L302 L333
L171:
halt (4|M0) L213 L571
L172:
wait n0.1:ud
L173:
(~f0.0.all16h) if (1|M24) L106 L239
L174:
(~f1.1.all4h) halt (2|M8) L272 L595
L175:
while (8|M0) L555
L176:
halt (32|M0) L351 L518
L177:
illegal
L178:
if (8|M0) L34 L542
L179:
(f1.0.all32h) while (2|M0) L584
L180:
(W) call (4|M24) r2.1 L256
L181:
join (8|M0) L555
L182:
while (16|M16) L29
L183:
ret (4|M8) r127.2
L184:
cont (32|M0) L161 L598
L185:
(W) break (2|M0) L171 L107
L186:
brd (32|M8) L128
L187:
call (4|M0) r2.7 L83
L188:
join (32|M0) L485
L189:
halt (16|M8) L144 L120
L190:
(W) ret (8|M0) r64.0
L191:
break (16|M0) L481 L91
L192:
wait n0.0:ud
L193:
(f0.0.any8h) while (1|M0) L331
L194:
brd (4|M8) L572
L195:
join (4|M0) L255
L196:
calla (16|M0) r2.1 0x2100
L197:
illegal
L198:
(W) call (4|M8) r2.0 r123.1
L199:
brc (16|M0) L26 L577
L200:
nop
L201:
brd (16|M0) L539
L202:
else (4|M16) L317 L579
L203:
(f1.0.all8h) cont (16|M0) L178 L393
L204:
(f1.1.any2h) break (2|M0) L6 L91
L205:
join (1|M24) L306
L206:
(~f0.0.any2h) cont (4|M0) L79 L100
L207:
join (4|M0) L251
L208:
if (32|M0) L42 L467
L209:
if.b (16|M0) L77 L194
L210:
endif (2|M0) L525
L211:
ret (1|M8) r2.0
L212:
(f1.0.any16h) if (2|M0) L439 L549
L213:
brc (8|M0) L222 L531
L214:
join (1|M8) L397
L215:
wait n0.1:ud
L216:
call (1|M0) r64.0 L463
L217:
(f0.1.any32h) jmpi r127.0
L218:
(~f0.0.all16h) brd (1|M24) r10.0
L219:
(W) jmpi r64.1
L220:
join (32|M0) L13
L221:
calla (2|M24) r64.0 0x1510
L222:
(W) calla (1|M0) r127.2 0xDD0
L223:
nop
L224:
(W) endif (1|M24) L388
L225:
(f0.0.anyv) while (2|M0) L589
L226:
wait n0.0:ud
L227:
break (16|M0) L490 L215
L228:
illegal
L229:
(f0.1.all2h) brc (1|M16) r10.1
L230:
illegal
L231:
break (8|M0) L413 L549
L232:
(f0.0.any32h) brd (4|M0) L406
L233:
illegal
L234:
brc (32|M16) r10.7
L235:
(f0.0.any8h) goto (8|M8) L553 L281
L236:
(W) halt (1|M16) L479 L156
L237:
(f0.0.any16h) cont (1|M24) L378 L199
L238:
(~f0.0.all32h) if (1|M0) L349 L282
L239:
(W) else (2|M0) L341 L384
L240:
brc (4|M8) L368 L315
L241:
ret (2|M16) r2.7
L242:
(~f0.1.any4h) goto (8|M24) L147 L434
L243:
halt (1|M8) L260 L170
L244:
ret (8|M0) r10.2
L245:
goto (2|M8) L290 L566
L246:
calla (32|M0) r2.2 0x5B0
L247:
ret (8|M0) r64.0
L248:
nop
L249:
calla (32|M0) r2.2 0x19A0
L250:
(f0.0.any2h) jmpi L515
L251:
jmpi r10.0
L252:
(~f1.1.all2h) goto (32|M16) L340 L52
L253:
calla (2|M0) r127.0 0x1890
L254:
wait n0.0:ud
L255:
wait n0.1:ud
L256:
call (4|M24) r64.2 L384
L257:
halt (1|M0) L261 L373
L258:
break (2|M0) L187 L248
L259:
illegal
L260:
join (1|M0) L60
L261:
call (2|M0) r10.7 L580
L262:
(W) endif (32|M0) L58
L263:
else (16|M0) L240 L203
L264:
(~f0.1.all8h) halt (16|M0) L434 L242
L265:
(~f0.0.all4h) brd (2|M16) r64.7
L266:
nop
L267:
(f0.1.all4h) while (2|M0) L188
L268:
cont (32|M0) L135 L205
L269:
call (1|M8) r2.2 r123.7
L270:
(f0.0.all32h) halt (4|M0) L552 L470
L271:
(f1.0.all2h) break (1|M0) L69 L341
L272:
halt (32|M24) L301 L17
L273:
nop
L274:
nop
L275:
break (2|M24) L66 L133
L276:
while (4|M24) L500
L277:
(~f0.1.all2h) goto.b (1|M16) L215 L425
L278:
nop
L279:
while (16|M24) L228
L280:
(f0.0.anyv) jmpi L236
L281:
brd (16|M0) r64.1
L282:
cont (1|M0) L593 L219
L283:
cont (2|M24) L534 L544
L284:
ret (4|M0) r127.1
L285:
else (16|M0) L362 L421
L286:
nop
L287:
endif (8|M0) L172
L288:
(W) ret (32|M0) r2.0
L289:
brd (4|M0) L263
L290:
goto.b (32|M16) L498 L536
L291:
endif (1|M0) L314
L292:
(~f0.0.any16h) while (8|M24) L302
L293:
nop
L294:
(f1.1.all8h) if (32|M0) L334 L205
L295:
wait n0.0:ud
L296:
else (32|M8) L406 L352
L297:
while (1|M16) L464
L298:
wait n0.0:ud
L299:
nop
L300:
halt (8|M8) L556 L468
L301:
halt (16|M0) L312 L241
L302:
illegal
L303:
call (8|M0) r64.0 L273
L304:
endif (4|M0) L570
L305:
call (1|M0) r2.7 L502
L306:
brd (8|M8) r64.7
L307:
halt (8|M8) L569 L493
L308:
join (16|M16) L309
L309:
(~f0.1.any16h) goto.b (16|M0) L164 L250
L310:
(~f0.1.any32h) break (8|M0) L188 L379
L311:
(W) endif (1|M0) L298
L312:
ret (1|M0) r10.0
L313:
wait n0.0:ud
L314:
goto.b (16|M8) L240 L155
L315:
(f0.1.any2h) goto (4|M8) L200 L39
L316:
calla (1|M0) r127.0 0xF40
L317:
(~f1.0.all32h) goto (2|M0) L66 L372
L318:
illegal
L319:
brd (4|M0) L257
L320:
(W) if (16|M0) L329 L527
L321:
join (8|M0) L554
L322:
(W) break (8|M16) L445 L187
L323:
brd (4|M16) L126
L324:
wait n0.0:ud
L325:
break (16|M0) L68 L520
L326:
(~f0.0.any8h) brd (1|M8) L334
L327:
(W) else (16|M0) L18 L334
L328:
(f1.0.allv) goto (1|M8) L11 L542
L329:
nop
L330:
(W) calla (2|M16) r127.1 0xB00
L331:
ret (16|M24) r2.0
L332:
nop
L333:
(f1.1) halt (32|M0) L96 L403
L334:
illegal
L335:
illegal
L336:
brc (1|M0) L356 L322
L337:
(f1.0.all8h) brc (8|M0) L454 L186
L338:
brd (4|M0) r10.7
L339:
(~f0.1.allv) brd (16|M24) L94
L340:
(f0.0.all16h) brd (32|M16) L286
L341:
(f0.1) cont (2|M8) L490 L61
L342:
illegal
L343:
if (1|M24) L550 L142
L344:
ret (16|M0) r2.0
L345:
brd (32|M8) L198
L346:
(f0.0.all2h) brc (8|M0) r64.1
L347:
calla (1|M0) r64.0 0xB90
L348:
endif (4|M16) L422
L349:
nop
L350:
call (8|M8) r127.0 r3.1
L351:
(W) endif (2|M16) L336
L352:
call (16|M0) r2.0 r12.7
L353:
(f0.1.any16h) brc (32|M0) L23 L513
L354:
jmpi L417
L355:
else (4|M24) L569 L505
L356:
brd (2|M0) r10.0
L357:
(W) endif (1|M16) L135
L358:
(~f1.0.all4h) brd (16|M0) L390
L359:
endif (1|M16) L176
L360:
wait n0.0:ud
L361:
(f1.0.any32h) while (2|M24) L530
L362:
wait n0.1:ud
L363:
jmpi r127.0
L364:
nop
L365:
nop
L366:
(W) if (16|M0) L388 L331
L367:
ret (16|M0) r64.7
L368:
(~f1.1.any2h) if (16|M0) L102 L517
L369:
else (1|M0) L577 L326
L370:
jmpi L348
L371:
break (1|M8) L128 L220
L372:
calla (32|M0) r10.7 0x1250
L373:
(W) break (4|M8) L103 L488
L374:
ret (2|M16) r64.0
L375:
calla (4|M0) r2.7 0x1EE0
L376:
jmpi L78
L377:
brc (4|M0) r2.2
L378:
calla (16|M16) r10.0 0x7D0
L379:
(W) cont (4|M0) L1 L152
L380:
(W) ret (1|M8) r64.7
L381:
nop
L382:
if (32|M0) L262 L90
L383:
ret (1|M0) r64.2
L384:
halt (2|M0) L209 L132
L385:
endif (16|M0) L539
L386:
wait n0.0:ud
L387:
else.b (16|M24) L396 L569
L388:
(f0.1.all2h) goto (16|M0) L114 L494
L389:
(W) ret (8|M24) r64.1
L390:
else (4|M0) L98 L203
L391:
(W) goto (1|M0) L21 L100
L392:
illegal
L393:
jmpi r127.1
L394:
illegal
L395:
halt (8|M24) L419 L71
L396:
ret (16|M0) r127.0
L397:
jmpi L31
L398:
(f1.0.all2h) while (4|M16) L365
L399:
brd (2|M16) L363
L400:
endif (4|M0) L176
L401:
halt (16|M0) L316 L138
L402:
(~f0.1.all16h) break (1|M0) L55 L148
L403:
cont (4|M0) L283 L562
L404:
call (16|M0) r2.0 L429
L405:
break (8|M24) L430 L315
L406:
(~f1.0.any2h) jmpi L328
L407:
(W) cont (4|M0) L349 L165
L408:
ret (16|M0) r127.0
L409:
halt (8|M16) L98 L197
L410:
wait n0.1:ud
L411:
goto (1|M0) L216 L228
L412:
break (2|M0) L515 L263
L413:
(~f0.0.any2h) while (2|M0) L110
L414:
(~f1.1.all8h) halt (2|M24) L567 L230
L415:
jmpi L581
L416:
(W) brc (1|M0) L391 L438
L417:
(~f1.0.all16h) break (1|M8) L57 L596
L418:
illegal
L419:
(~f0.1.all32h) jmpi L261
L420:
(W) brc (32|M0) r2.7
L421:
(W) call (8|M0) r64.0 r3.1
L422:
break (16|M8) L373 L561
L423:
brd (2|M0) L106
L424:
wait n0.0:ud
L425:
nop
L426:
(W) call (1|M8) r127.2 r12.7
L427:
cont (4|M8) L27 L442
L428:
(W) call (2|M24) r10.0 L364
L429:
if.b (32|M0) L76 L107
L430:
(W) call (2|M0) r64.7 L350
L431:
illegal
L432:
endif (4|M0) L50
L433:
ret (1|M8) r64.7
L434:
calla (16|M0) r127.0 0x21F0
L435:
while (2|M0) L456
L436:
if (8|M0) L128 L425
L437:
(W) ret (32|M16) r10.7
L438:
brd (2|M0) L540
L439:
(f1.0.all8h) if (1|M0) L194 L390
L440:
(f0.0.allv) if (1|M24) L312 L137
L441:
(W) else (8|M24) L419 L115
L442:
(W) endif (32|M16) L92
L443:
(f1.0.all2h) halt (8|M0) L560 L430
L444:
nop
L445:
(W) else (1|M0) L32 L541
L446:
(W) else (4|M24) L329 L77
L447:
illegal
L448:
call (4|M24) r10.0 r3.7
L449:
nop
L450:
brc (4|M16) L421 L348
L451:
calla (2|M0) r127.0 0xDD0
L452:
break (8|M24) L504 L30
L453:
join (2|M0) L507
L454:
wait n0.0:ud
L455:
join (8|M8) L139
L456:
jmpi L304
L457:
wait n0.0:ud
L458:
(W) else (2|M0) L78 L46
L459:
(f1.0.all4h) goto (4|M0) L372 L349
L460:
else (2|M0) L218 L438
L461:
(W) call (4|M16) r127.1 L409
L462:
(~f1.0.all2h) cont (2|M0) L277 L597
L463:
illegal
L464:
illegal
L465:
halt (1|M0) L257 L292
L466:
wait n0.1:ud
L467:
nop
L468:
(W) break (8|M0) L37 L310
L469:
break (2|M16) L433 L465
L470:
jmpi L339
L471:
brd (8|M0) L261
L472:
(~f1.1.allv) if.b (16|M0) L549 L313
L473:
join (2|M0) L70
L474:
illegal
L475:
(W) ret (8|M16) r2.0
L476:
cont (2|M0) L129 L275
L477:
(~f0.1.any4h) brd (16|M24) r64.2
L478:
calla (2|M16) r10.1 0x2320
L479:
halt (2|M8) L35 L316
L480:
(f1.1.all4h) brd (1|M0) r2.0
L481:
(~f0.1.any32h) brd (8|M0) L119
L482:
(W) ret (4|M16) r64.0
L483:
(W) call (2|M16) r127.0 L525
L484:
illegal
L485:
(W) halt (1|M0) L414 L106
L486:
break (8|M0) L541 L370
L487:
(f0.0.any8h) while (32|M0) L139
L488:
endif (32|M8) L437
L489:
endif (16|M0) L489
L490:
(~f0.1.all8h) brc (1|M0) L184 L378
L491:
call (1|M0) r2.2 L528
L492:
join (32|M16) L590
L493:
(W) halt (1|M0) L152 L111
L494:
endif (8|M0) L106
L495:
wait n0.0:ud
L496:
(W) halt (2|M0) L57 L37
L497:
nop
L498:
break (1|M0) L466 L331
L499:
endif (32|M0) L46
L500:
(f0.0.allv) if (2|M16) L535 L415
L501:
(f1.0.any2h) brd (2|M0) r64.1
L502:
brc (16|M0) L570 L396
L503:
(f1.1) while (8|M16) L86
L504:
illegal
L505:
join (1|M0) L570
L506:
(~f1.0.any8h) cont (4|M8) L301 L151
L507:
calla (2|M24) r127.1 0x1860
L508:
(~f1.0.anyv) while (1|M24) L353
L509:
(~f1.0.all4h) halt (1|M8) L373 L439
L510:
calla (8|M0) r2.1 0x1C80
L511:
while (4|M24) L178
L512:
goto (1|M0) L23 L306
L513:
(~f0.1.all8h) goto (1|M0) L74 L56
L514:
while (2|M0) L125
L515:
halt (16|M8) L400 L288
L516:
cont (4|M8) L334 L278
L517:
(W) call (2|M8) r2.0 r3.1
L518:
join (8|M0) L90
L519:
(W) jmpi L33
L520:
else (1|M0) L586 L476
L521:
ret (16|M0) r64.0
L522:
nop
L523:
(f0.0.any4h) break (2|M0) L148 L185
L524:
goto (4|M0) L191 L156
L525:
wait n0.1:ud
L526:
wait n0.0:ud
L527:
(f0.0.all32h) if (1|M16) L425 L96
L528:
(W) calla (2|M16) r64.1 0x280
L529:
brc (2|M0) L194 L538
L530:
cont (1|M0) L245 L235
L531:
wait n0.0:ud
L532:
(W) while (4|M0) L358
L533:
calla (4|M16) r127.7 0x450
L534:
(W) goto.b (16|M24) L1 L195
L535:
(~f0.1.any16h) brd (1|M0) r10.1
L536:
(f1.1) brd (1|M0) L474
L537:
wait n0.0:ud
L538:
(W) call (32|M0) r10.0 L331
L539:
if (1|M8) L267 L339
L540:
call (16|M24) r2.7 L194
L541:
join (1|M0) L506
L542:
(W) call (8|M0) r127.0 r12.7
L543:
if (8|M16) L204 L45
L544:
while (4|M0) L174
L545:
(W) while (2|M24) L87
L546:
illegal
L547:
jmpi L172
L548:
goto (32|M0) L36 L280
L549:
(f1.0.all2h) brc (2|M0) L345 L189
L550:
(W) ret (16|M0) r127.7
L551:
(~f0.1.allv) halt (16|M8) L28 L391
L552:
(W) break (1|M16) L96 L10
L553:
while (32|M8) L79
L554:
while (8|M0) L70
L555:
(~f1.0.all2h) halt (32|M0) L600 L266
L556:
(f0.1.any32h) cont (1|M16) L141 L228
L557:
cont (8|M16) L515 L510
L558:
(W) ret (16|M0) r10.0
L559:
(f1.1.any16h) brc (8|M8) L424 L521
L560:
(f1.1.all32h) cont (8|M0) L386 L401
L561:
jmpi r64.0
L562:
cont (1|M0) L517 L104
L563:
illegal
L564:
endif (4|M24) L178
L565:
(f1.0.all2h) goto (2|M8) L336 L47
L566:
while (16|M8) L209
L567:
(~f0.1) if (2|M8) L560 L512
L568:
(~f1.0.any4h) while (8|M0) L168
L569:
(~f0.0.all32h) if (16|M8) L551 L330
L570:
(W) endif (16|M24) L524
L571:
cont (4|M16) L499 L124
L572:
jmpi r10.1
L573:
(W) jmpi r10.1
L574:
illegal
L575:
illegal
L576:
(f1.0.all8h) brd (4|M0) L385
L577:
endif (4|M24) L276
L578:
jmpi L560
L579:
join (4|M0) L162
L580:
halt (1|M24) L324 L437
L581:
illegal
L582:
(W) calla (4|M0) r2.0 0x1960
L583:
ret (16|M16) r127.0
L584:
(~f0.0.all4h) goto (16|M0) L158 L384
L585:
calla (2|M0) r127.0 0x1E70
L586:
illegal
L587:
nop
L588:
nop
L589:
goto (8|M0) L431 L33
L590:
(f0.0.any4h) halt (32|M0) L587 L18
L591:
halt (1|M0) L194 L112
L592:
wait n0.0:ud
L593:
(~f0.0) jmpi L509
L594:
calla (1|M0) r64.2 0xB70
L595:
jmpi L505
L596:
nop
L597:
calla (8|M8) r10.2 0x1B50
L598:
(~f0.1.any8h) break (1|M0) L228 L219
L599:
(W) cont (32|M0) L588 L375
L600:
nop
