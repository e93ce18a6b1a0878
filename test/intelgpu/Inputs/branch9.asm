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
call (16|M0) r64.2 L25
L5:
calla (4|M16) r10.0 0x1A20
L6:
halt (2|M24) L368 L502
L7:
break (2|M24) L100 L6
L8:
call (2|M0) r10.1 L311
L9:
nop
L10:
(f1.0.any32h) brd (2|M24) L237
L11:
break (2|M24) L567 L579
L12:
calla (1|M0) r127.0 0xC80
L13:
endif (8|M0) L269
L14:
else.b (32|M0) L345 L296
L15:
brd (8|M16) L399
L16:
(W) ret (4|M0) r2.1
L17:
brd (16|M0) L361
L18:
endif (16|M0) L397
L19:
nop
L20:
wait n0.0:ud
L21:
(~f1.1) jmpi L302
L22:
call (4|M0) r64.1 L569
L23:
call (2|M0) r2.1 L507
L24:
else (32|M0) L50 L469
L25:
join (32|M8) L47
L26:
(W) break (32|M16) L273 L168
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
call (32|M8) r10.2 L75
L33:
brc (8|M0) r64.1
L34:
endif (32|M0) L213
L35:
(W) goto (8|M0) L574 L140
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
(W) call (16|M0) r64.7 L593
L42:
halt (1|M16) L313 L529
L43:
illegal
L44:
nop
L45:
(W) ret (1|M0) r127.1
L46:
nop
L47:
nop
L48:
endif (8|M16) L183
L49:
jmpi L261
L50:
(W) call (2|M0) r10.7 L185
L51:
(~f0.1.all16h) halt (8|M16) L231 L317
L52:
(W) brd (32|M16) L552
L53:
wait n0.1:ud
L54:
(W) endif (16|M0) L57
L55:
else (8|M0) L10 L27
L56:
ret (8|M0) r127.1
L57:
brc (2|M16) r2.2
L58:
(~f1.0.all32h) brc (2|M8) L58 L255
L59:
calla (32|M16) r64.7 0xA20
L60:
(~f1.1.any2h) halt (16|M8) L486 L304
L61:
nop
L62:
nop
L63:
ret (4|M16) r2.0
L64:
endif (16|M8) L531
L65:
illegal
L66:
endif (1|M0) L152
L67:
jmpi L348
L68:
if.b (16|M0) L212 L40
L69:
brc (2|M0) L259 L259
L70:
halt (2|M16) L523 L592
L71:
wait n0.0:ud
L72:
wait n0.0:ud
L73:
cont (16|M0) L322 L263
L74:
calla (16|M16) r2.1 0x1350
L75:
wait n0.0:ud
L76:
(~f0.0.any4h) cont (8|M0) L167 L551
L77:
else (2|M16) L148 L477
L78:
join (8|M24) L133
L79:
if (16|M0) L272 L26
L80:
(f1.1.any2h) if (2|M16) L561 L11
L81:
illegal
L82:
(~f1.1) goto (4|M16) L501 L180
L83:
cont (16|M0) L50 L111
L84:
(W) join (1|M0) L366
L85:
(f1.1.any8h) halt (8|M0) L394 L16
L86:
(W) jmpi r127.2
L87:
wait n0.0:ud
L88:
break (16|M0) L50 L557
L89:
else (32|M16) L554 L377
L90:
else.b (1|M16) L240 L271
L91:
(f0.1.all32h) if (1|M24) L456 L178
L92:
illegal
L93:
(f1.1.all16h) brc (32|M0) r64.0
L94:
join (2|M0) L219
L95:
endif (4|M0) L391
L96:
(W) else (16|M0) L488 L152
L97:
(~f0.1.allv) brd (2|M0) L531
L98:
else.b (2|M0) L293 L599
L99:
halt (1|M0) L326 L586
L100:
illegal
L101:
illegal
L102:
(~f1.0.all8h) cont (16|M0) L484 L484
L103:
while (32|M0) L513
L104:
(f0.0) cont (4|M0) L351 L486
L105:
nop
L106:
wait n0.0:ud
L107:
join (16|M0) L404
L108:
calla (32|M0) r2.2 0x1750
L109:
(W) join (32|M0) L254
L110:
brd (32|M0) L547
L111:
wait n0.0:ud
L112:
goto (2|M8) L531 L451
L113:
join (1|M0) L231
L114:
wait n0.1:ud
L115:
cont (1|M0) L547 L199
L116:
cont (16|M8) L54 L381
L117:
nop
L118:
calla (32|M16) r2.0 0x1C80
L119:
join (32|M0) L142
L120:
brd (1|M0) L135
L121:
jmpi L495
L122:
illegal
L123:
wait n0.1:ud
L124:
(f1.0.any2h) if (1|M24) L273 L558
L125:
(W) halt (1|M16) L95 L42
L126:
goto (2|M24) L594 L503
L127:
(f0.0.anyv) goto.b (32|M0) L84 L372
L128:
(W) while (32|M0) L549
L129:
(~f1.1.anyv) break (2|M0) L523 L527
L130:
(f1.0.any2h) cont (4|M16) L258 L432
L131:
break (1|M0) L319 L177
L132:
(f0.0.any4h) halt (8|M0) L476 L335
L133:
endif (32|M0) L424
L134:
goto (8|M0) L539 L374
L135:
(~f1.0.allv) brd (16|M0) L490
L136:
brd (4|M0) r10.7
L137:
brc (16|M8) L597 L373
L138:
nop
L139:
(W) else (1|M0) L476 L498
L140:
(W) else (8|M16) L522 L440
L141:
(~f0.0.any2h) if (1|M0) L125 L393
L142:
goto (16|M0) L326 L136
L143:
call (32|M0) r2.1 L228
L144:
(~f1.1.all32h) cont (16|M8) L150 L192
L145:
ret (4|M16) r2.1
L146:
endif (4|M8) L145
L147:
(f1.0.all16h) brd (32|M0) r10.0
L148:
break (1|M0) L232 L41
L149:
brc (2|M8) L364 L458
L150:
calla (1|M24) r127.7 0x23B0
L151:
ret (16|M16) r2.0
L152:
(W) calla (4|M0) r10.1 0x1C00
L153:
ret (4|M0) r64.0
L154:
nop
L155:
calla (1|M0) r127.1 0xCF0
L156:
(W) if.b (1|M24) L278 L145
L157:
(~f1.1.all16h) while (2|M24) L259
L158:
calla (8|M16) r2.7 0x13C0
L159:
halt (8|M0) L170 L502
L160:
nop
L161:
nop
L162:
(W) brc (2|M0) L293 L372
L163:
while (8|M0) L465
L164:
(~f1.1.any8h) break (4|M0) L139 L1
L165:
nop
L166:
(W) jmpi L571
L167:
wait n0.0:ud
L168:
(W) goto.b (2|M24) L70 L81
L169:
jmpi r2.0
L170:
endif (2|M8) L340
L171:
while (16|M8) L52
L172:
nop
L173:
jmpi L244
L174:
while (2|M8) L212
L175:
(~f0.0.all16h) if (1|M24) L106 L239
L176:
(~f1.1.all4h) halt (2|M8) L272 L595
L177:
while (8|M0) L555
L178:
halt (32|M0) L351 L518
L179:
illegal
L180:
if (8|M0) L34 L542
L181:
(f1.0.all32h) while (2|M0) L584
L182:
(W) call (4|M24) r2.1 L276
L183:
else.b (32|M24) L1 L569
L184:
illegal
L185:
if (8|M24) L190 L236
L186:
(f1.1.all16h) goto (32|M16) L302 L239
L187:
(W) break (2|M0) L319 L511
L188:
ret (2|M0) r10.1
L189:
(~f0.1.any16h) jmpi L83
L190:
join (32|M0) L485
L191:
halt (16|M8) L144 L120
L192:
(W) ret (8|M0) r64.0
L193:
break (16|M0) L481 L91
L194:
wait n0.0:ud
L195:
(f0.0.any8h) while (1|M0) L331
L196:
brd (4|M8) L572
L197:
join (4|M0) L255
L198:
calla (16|M0) r2.1 0x2100
L199:
illegal
L200:
(W) call (4|M8) r2.0 L282
L201:
else (8|M8) L112 L33
L202:
join (16|M24) L377
L203:
if (2|M0) L444 L9
L204:
join (32|M0) L317
L205:
(f1.0.all8h) cont (16|M0) L178 L393
L206:
(f1.1.any2h) break (2|M0) L6 L91
L207:
join (1|M24) L306
L208:
(~f0.0.any2h) cont (4|M0) L79 L100
L209:
join (4|M0) L251
L210:
if (32|M0) L42 L467
L211:
if.b (16|M0) L77 L194
L212:
endif (2|M0) L525
L213:
ret (1|M8) r2.0
L214:
(f1.0.any16h) if (2|M0) L439 L549
L215:
brc (8|M0) L222 L531
L216:
join (1|M8) L397
L217:
wait n0.1:ud
L218:
call (1|M0) r64.0 L166
L219:
goto (8|M0) L598 L172
L220:
(~f1.1.anyv) halt (8|M24) L450 L239
L221:
(~f1.0.any8h) break (4|M0) L400 L340
L222:
call (1|M0) r10.2 L152
L223:
wait n0.1:ud
L224:
(f1.0.anyv) jmpi L221
L225:
nop
L226:
(W) endif (1|M24) L388
L227:
(f0.0.anyv) while (2|M0) L589
L228:
wait n0.0:ud
L229:
break (16|M0) L490 L215
L230:
illegal
L231:
(f0.1.all2h) brc (1|M16) r10.1
L232:
illegal
L233:
break (8|M0) L413 L549
L234:
(f0.0.any32h) brd (4|M0) L406
L235:
illegal
L236:
brc (32|M16) r10.7
L237:
(f0.0.any8h) goto (8|M8) L553 L281
L238:
(W) halt (1|M16) L479 L156
L239:
(f0.0.any16h) cont (1|M24) L378 L199
L240:
(~f0.0.all32h) if (1|M0) L349 L282
L241:
(W) else (2|M0) L341 L384
L242:
brc (4|M8) L368 L315
L243:
ret (2|M16) r2.7
L244:
(~f0.1.any4h) goto (8|M24) L147 L434
L245:
halt (1|M8) L260 L170
L246:
ret (8|M0) r10.2
L247:
goto (2|M8) L290 L566
L248:
calla (32|M0) r2.2 0x5B0
L249:
ret (8|M0) r64.0
L250:
nop
L251:
calla (32|M0) r2.2 0x19A0
L252:
(f0.0.any2h) jmpi L515
L253:
jmpi r10.0
L254:
(~f1.1.all2h) goto (32|M16) L340 L52
L255:
calla (2|M0) r127.0 0x1890
L256:
wait n0.0:ud
L257:
wait n0.1:ud
L258:
call (4|M24) r64.2 L32
L259:
call (8|M0) r127.1 L597
L260:
else (16|M0) L67 L510
L261:
(W) cont (2|M0) L423 L310
L262:
ret (32|M0) r64.0
L263:
(f0.0.all16h) halt (32|M0) L228 L544
L264:
calla (32|M8) r10.0 0xE70
L265:
break (8|M0) L264 L240
L266:
(~f1.1.all8h) halt (2|M8) L434 L242
L267:
(~f0.0.all4h) brd (2|M16) r64.7
L268:
nop
L269:
(f0.1.all4h) while (2|M0) L188
L270:
cont (32|M0) L135 L205
L271:
call (1|M8) r2.2 L202
L272:
(f0.0.all32h) halt (4|M0) L552 L470
L273:
(f1.0.all2h) break (1|M0) L69 L341
L274:
halt (32|M24) L301 L17
L275:
nop
L276:
nop
L277:
break (2|M24) L66 L133
L278:
while (4|M24) L500
L279:
(~f0.1.all2h) goto.b (1|M16) L215 L425
L280:
nop
L281:
while (16|M24) L228
L282:
(f0.0.anyv) jmpi L236
L283:
brd (16|M0) r64.1
L284:
cont (1|M0) L593 L219
L285:
cont (2|M24) L534 L544
L286:
ret (4|M0) r127.1
L287:
else (16|M0) L362 L421
L288:
nop
L289:
endif (8|M0) L172
L290:
(W) ret (32|M0) r2.0
L291:
brd (4|M0) L263
L292:
goto.b (32|M16) L498 L536
L293:
endif (1|M0) L314
L294:
(~f0.0.any16h) while (8|M24) L302
L295:
nop
L296:
(f1.1.all8h) if (32|M0) L334 L205
L297:
wait n0.0:ud
L298:
else (32|M8) L406 L352
L299:
while (1|M16) L464
L300:
wait n0.0:ud
L301:
nop
L302:
halt (8|M8) L556 L468
L303:
halt (16|M0) L312 L241
L304:
illegal
L305:
call (8|M0) r64.0 L374
L306:
if.b (4|M8) L75 L513
L307:
illegal
L308:
brc (16|M8) L293 L529
L309:
else (4|M0) L569 L493
L310:
join (16|M16) L309
L311:
(~f0.1.any16h) goto.b (16|M0) L164 L250
L312:
(~f0.1.any32h) break (8|M0) L188 L379
L313:
(W) endif (1|M0) L298
L314:
ret (1|M0) r10.0
L315:
wait n0.0:ud
L316:
goto.b (16|M8) L240 L155
L317:
(f0.1.any2h) goto (4|M8) L200 L39
L318:
calla (1|M0) r127.0 0xF40
L319:
(~f1.0.all32h) goto (2|M0) L66 L372
L320:
illegal
L321:
brd (4|M0) L257
L322:
(W) if (16|M0) L329 L527
L323:
join (8|M0) L554
L324:
(W) break (8|M16) L445 L187
L325:
brd (4|M16) L126
L326:
wait n0.0:ud
L327:
break (16|M0) L68 L520
L328:
(~f0.0.any8h) brd (1|M8) L334
L329:
(W) else (16|M0) L18 L334
L330:
(f1.0.allv) goto (1|M8) L11 L542
L331:
nop
L332:
(W) calla (2|M16) r127.1 0xB00
L333:
ret (16|M24) r2.0
L334:
nop
L335:
(f1.1) halt (32|M0) L96 L403
L336:
illegal
L337:
illegal
L338:
brc (1|M0) L356 L322
L339:
(f1.0.all8h) brc (8|M0) L454 L186
L340:
brd (4|M0) r10.7
L341:
(~f0.1.allv) brd (16|M24) L94
L342:
(f0.0.all16h) brd (32|M16) L286
L343:
(f0.1) cont (2|M8) L490 L61
L344:
illegal
L345:
if (1|M24) L550 L142
L346:
ret (16|M0) r2.0
L347:
brd (32|M8) L198
L348:
(f0.0.all2h) brc (8|M0) r64.1
L349:
calla (1|M0) r64.0 0xB90
L350:
endif (4|M16) L422
L351:
nop
L352:
call (8|M8) r127.0 L16
L353:
(f0.0) jmpi L325
L354:
(f0.0.any32h) brd (1|M0) r10.0
L355:
nop
L356:
jmpi L417
L357:
else (4|M24) L569 L505
L358:
brd (2|M0) r10.0
L359:
(W) endif (1|M16) L135
L360:
(~f1.0.all4h) brd (16|M0) L390
L361:
endif (1|M16) L176
L362:
wait n0.0:ud
L363:
(f1.0.any32h) while (2|M24) L530
L364:
wait n0.1:ud
L365:
jmpi r127.0
L366:
nop
L367:
nop
L368:
(W) if (16|M0) L388 L331
L369:
ret (16|M0) r64.7
L370:
(~f1.1.any2h) if (16|M0) L102 L517
L371:
else (1|M0) L577 L326
L372:
jmpi L348
L373:
break (1|M8) L128 L220
L374:
calla (32|M0) r10.7 0x1250
L375:
(W) break (4|M8) L103 L488
L376:
ret (2|M16) r64.0
L377:
calla (4|M0) r2.7 0x1EE0
L378:
jmpi L78
L379:
brc (4|M0) r2.2
L380:
calla (16|M16) r10.0 0x7D0
L381:
(W) cont (4|M0) L1 L152
L382:
(W) ret (1|M8) r64.7
L383:
nop
L384:
if (32|M0) L262 L90
L385:
ret (1|M0) r64.2
L386:
halt (2|M0) L209 L132
L387:
endif (16|M0) L539
L388:
wait n0.0:ud
L389:
else.b (16|M24) L396 L569
L390:
(f0.1.all2h) goto (16|M0) L114 L494
L391:
(W) ret (8|M24) r64.1
L392:
else (4|M0) L98 L203
L393:
(W) goto (1|M0) L21 L100
L394:
illegal
L395:
jmpi r127.1
L396:
illegal
L397:
halt (8|M24) L419 L71
L398:
ret (16|M0) r127.0
L399:
jmpi L31
L400:
(f1.0.all2h) while (4|M16) L365
L401:
brd (2|M16) L363
L402:
endif (4|M0) L176
L403:
halt (16|M0) L316 L138
L404:
(~f0.1.all16h) break (1|M0) L55 L148
L405:
cont (4|M0) L283 L562
L406:
call (16|M0) r2.0 L370
L407:
while (32|M0) L205
L408:
else (2|M0) L314 L471
L409:
calla (2|M0) r64.0 0x1480
L410:
(W) cont (4|M0) L349 L165
L411:
ret (16|M0) r127.0
L412:
halt (8|M16) L98 L197
L413:
wait n0.1:ud
L414:
goto (1|M0) L216 L228
L415:
break (2|M0) L515 L263
L416:
(~f0.0.any2h) while (2|M0) L110
L417:
(~f1.1.all8h) halt (2|M24) L567 L230
L418:
jmpi L581
L419:
(W) brc (1|M0) L391 L438
L420:
(~f1.0.all16h) break (1|M8) L57 L596
L421:
illegal
L422:
(~f0.1.all32h) jmpi L261
L423:
(W) brc (32|M0) r2.7
L424:
(W) call (8|M0) r64.0 L99
L425:
brc (2|M0) L329 L363
L426:
(W) calla (32|M8) r64.1 0x450
L427:
wait n0.0:ud
L428:
illegal
L429:
(f1.0.all8h) brc (32|M0) L395 L505
L430:
break (8|M0) L448 L27
L431:
(f1.1.any32h) brd (4|M0) r10.0
L432:
nop
L433:
else.b (32|M0) L44 L27
L434:
endif (4|M8) L374
L435:
jmpi L441
L436:
brc (32|M0) L67 L278
L437:
calla (16|M0) r127.0 0x21F0
L438:
while (2|M0) L456
L439:
if (8|M0) L128 L425
L440:
(W) ret (32|M16) r10.7
L441:
brd (2|M0) L540
L442:
(f1.0.all8h) if (1|M0) L194 L390
L443:
(f0.0.allv) if (1|M24) L312 L137
L444:
(W) else (8|M24) L419 L115
L445:
(W) endif (32|M16) L92
L446:
(f1.0.all2h) halt (8|M0) L560 L430
L447:
nop
L448:
(W) else (1|M0) L32 L541
L449:
(W) else (4|M24) L329 L77
L450:
illegal
L451:
call (4|M24) r10.0 L226
L452:
endif (16|M8) L539
L453:
brc (4|M16) L421 L348
L454:
calla (2|M0) r127.0 0xDD0
L455:
break (8|M24) L504 L30
L456:
join (2|M0) L507
L457:
wait n0.0:ud
L458:
join (8|M8) L139
L459:
jmpi L304
L460:
wait n0.0:ud
L461:
(W) else (2|M0) L78 L46
L462:
(f1.0.all4h) goto (4|M0) L372 L349
L463:
else (2|M0) L218 L438
L464:
(W) call (4|M16) r127.1 L440
L465:
wait n0.0:ud
L466:
else (4|M0) L592 L473
L467:
else (4|M24) L198 L9
L468:
brc (8|M24) L334 L399
L469:
goto (2|M16) L560 L565
L470:
(f1.0.any8h) break (16|M0) L140 L92
L471:
else (4|M8) L74 L566
L472:
join (32|M24) L148
L473:
halt (32|M16) L339 L425
L474:
wait n0.0:ud
L475:
(~f1.1.allv) if.b (16|M0) L549 L313
L476:
join (2|M0) L70
L477:
illegal
L478:
(W) ret (8|M16) r2.0
L479:
cont (2|M0) L129 L275
L480:
(~f0.1.any4h) brd (16|M24) r64.2
L481:
calla (2|M16) r10.1 0x2320
L482:
halt (2|M8) L35 L316
L483:
(f1.1.all4h) brd (1|M0) r2.0
L484:
(~f0.1.any32h) brd (8|M0) L119
L485:
(W) ret (4|M16) r64.0
L486:
(W) call (2|M16) r127.0 L194
L487:
jmpi L217
L488:
(W) endif (4|M0) L414
L489:
(~f0.1.any32h) while (32|M16) L364
L490:
nop
L491:
while (16|M0) L222
L492:
(f1.1.all2h) brc (4|M8) L29 L489
L493:
(~f0.1.all8h) brc (1|M0) L184 L378
L494:
call (1|M0) r2.2 L373
L495:
ret (16|M0) r64.1
L496:
(W) halt (1|M0) L152 L111
L497:
endif (8|M0) L106
L498:
wait n0.0:ud
L499:
(W) halt (2|M0) L57 L37
L500:
nop
L501:
break (1|M0) L466 L331
L502:
endif (32|M0) L46
L503:
(f0.0.allv) if (2|M16) L535 L415
L504:
(f1.0.any2h) brd (2|M0) r64.1
L505:
brc (16|M0) L570 L396
L506:
(f1.1) while (8|M16) L86
L507:
illegal
L508:
join (1|M0) L570
L509:
(~f1.0.any8h) cont (4|M8) L301 L151
L510:
calla (2|M24) r127.1 0x1860
L511:
(~f1.0.anyv) while (1|M24) L353
L512:
(~f1.0.all4h) halt (1|M8) L373 L439
L513:
calla (8|M0) r2.1 0x1C80
L514:
while (4|M24) L178
L515:
goto (1|M0) L23 L306
L516:
(~f0.1.all8h) goto (1|M0) L74 L56
L517:
while (2|M0) L125
L518:
halt (16|M8) L400 L288
L519:
cont (4|M8) L334 L278
L520:
(W) call (2|M8) r2.0 L114
L521:
join (2|M16) L416
L522:
goto (1|M0) L476 L551
L523:
else (16|M0) L485 L162
L524:
(~f0.0.all2h) brc (8|M8) r10.1
L525:
halt (16|M0) L51 L121
L526:
(W) else.b (4|M0) L309 L337
L527:
(~f0.1.any16h) brd (16|M0) L465
L528:
(W) ret (16|M24) r127.7
L529:
(W) else (1|M8) L578 L49
L530:
join (1|M0) L487
L531:
(f1.0.any8h) halt (8|M0) L40 L303
L532:
jmpi L458
L533:
wait n0.0:ud
L534:
nop
L535:
jmpi L345
L536:
goto (8|M0) L122 L238
L537:
(W) if.b (32|M16) L238 L243
L538:
else (32|M0) L502 L147
L539:
while (1|M8) L67
L540:
brc (4|M0) L9 L199
L541:
call (8|M16) r64.0 L61
L542:
illegal
L543:
join (4|M16) L34
L544:
goto (1|M8) L82 L575
L545:
(W) calla (4|M0) r127.1 0x1A40
L546:
(~f0.0.all32h) jmpi L394
L547:
call (8|M0) r2.0 L45
L548:
while (4|M0) L174
L549:
(W) while (2|M24) L87
L550:
illegal
L551:
jmpi L172
L552:
goto (32|M0) L36 L280
L553:
(f1.0.all2h) brc (2|M0) L345 L189
L554:
(W) ret (16|M0) r127.7
L555:
(~f0.1.allv) halt (16|M8) L28 L391
L556:
(W) break (1|M16) L96 L10
L557:
while (32|M8) L79
L558:
while (8|M0) L70
L559:
(~f1.0.all2h) halt (32|M0) L600 L266
L560:
(f0.1.any32h) cont (1|M16) L141 L228
L561:
cont (8|M16) L515 L510
L562:
(W) ret (16|M0) r10.0
L563:
(f1.1.any16h) brc (8|M8) L424 L521
L564:
(f1.1.all32h) cont (8|M0) L386 L401
L565:
jmpi r64.0
L566:
cont (1|M0) L517 L104
L567:
illegal
L568:
endif (4|M24) L178
L569:
(f1.0.all2h) goto (2|M8) L336 L47
L570:
while (16|M8) L209
L571:
(~f0.1) if (2|M8) L560 L512
L572:
(~f1.0.any4h) while (8|M0) L168
L573:
(~f0.0.all32h) if (16|M8) L551 L330
L574:
(W) endif (16|M24) L524
L575:
cont (4|M16) L499 L124
L576:
jmpi r10.1
L577:
(W) jmpi r10.1
L578:
illegal
L579:
illegal
L580:
(f1.0.all8h) brd (4|M0) L385
L581:
endif (4|M24) L276
L582:
jmpi L560
L583:
join (4|M0) L162
L584:
halt (1|M24) L324 L437
L585:
illegal
L586:
(W) calla (4|M0) r2.0 0x1960
L587:
ret (16|M16) r127.0
L588:
(~f0.0.all4h) goto (16|M0) L158 L384
L589:
calla (2|M0) r127.0 0x1E70
L590:
illegal
L591:
nop
L592:
nop
L593:
goto (8|M0) L431 L33
L594:
(f0.0.any4h) halt (32|M0) L587 L18
L595:
halt (1|M0) L194 L112
L596:
wait n0.0:ud
L597:
(~f0.0) jmpi L509
L598:
calla (1|M0) r64.2 0xB70
L599:
jmpi L505
L600:
nop
