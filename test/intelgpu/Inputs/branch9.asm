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
ret (16|M0) r10.0
L44:
nop
L45:
wait n0.0:ud
L46:
goto (16|M0) L449 L103
L47:
calla (2|M0) r64.0 0xFA0
L48:
ret (16|M0) r2.0
L49:
calla (32|M0) r10.0 0x16B0
L50:
ret (32|M0) r10.1
L51:
(W) brd (32|M16) L552
L52:
wait n0.1:ud
L53:
(W) endif (16|M0) L57
L54:
else (8|M0) L10 L27
L55:
ret (8|M0) r127.1
L56:
brc (2|M16) r2.2
L57:
(~f1.0.all32h) brc (2|M8) L58 L255
L58:
calla (32|M16) r64.7 0xA20
L59:
(~f1.1.any2h) halt (16|M8) L486 L304
L60:
nop
L61:
nop
L62:
ret (4|M16) r2.0
L63:
endif (16|M8) L531
L64:
(W) cont (4|M0) L464 L410
L65:
nop
L66:
ret (32|M0) r64.2
L67:
call (16|M0) r2.0 L411
L68:
(W) jmpi L453
L69:
join (4|M0) L357
L70:
(~f1.1.allv) while (16|M24) L504
L71:
wait n0.0:ud
L72:
cont (16|M0) L322 L263
L73:
calla (16|M16) r2.1 0x1350
L74:
wait n0.0:ud
L75:
(~f0.0.any4h) cont (8|M0) L167 L551
L76:
else (2|M16) L148 L477
L77:
join (8|M24) L133
L78:
if (16|M0) L272 L26
L79:
(f1.1.any2h) if (2|M16) L561 L11
L80:
ret (4|M0) r2.7
L81:
(~f1.1) goto (4|M16) L501 L180
L82:
cont (16|M0) L50 L111
L83:
(W) join (1|M0) L366
L84:
(f1.1.any8h) halt (8|M0) L394 L16
L85:
(W) jmpi r127.2
L86:
wait n0.0:ud
L87:
break (16|M0) L50 L557
L88:
else (32|M16) L554 L377
L89:
else.b (1|M16) L240 L271
L90:
(f0.1.all32h) if (1|M24) L456 L178
L91:
(f0.1.any32h) goto (2|M0) L294 L86
L92:
(f1.0.all2h) brc (32|M16) r10.1
L93:
(f0.1.all8h) cont (1|M0) L485 L365
L94:
join (8|M0) L488
L95:
(W) break (8|M0) L103 L186
L96:
(f0.0.all16h) halt (1|M24) L592 L293
L97:
halt (1|M0) L326 L586
L98:
nop
L99:
endif (4|M0) L530
L100:
brc (32|M0) L484 L123
L101:
endif (2|M0) L513
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
(~f1.0.all32h) cont (32|M8) L579 L101
L121:
else (2|M0) L281 L267
L122:
if (2|M8) L455 L103
L123:
nop
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
call (32|M0) r2.1 L228
L142:
(~f1.1.all32h) cont (16|M8) L150 L192
L143:
ret (4|M16) r2.1
L144:
endif (4|M8) L145
L145:
(f1.0.all16h) brd (32|M0) r10.0
L146:
break (1|M0) L232 L41
L147:
brc (2|M8) L364 L458
L148:
calla (1|M24) r127.7 0x23B0
L149:
ret (16|M16) r2.0
L150:
(W) calla (4|M0) r10.1 0x1C00
L151:
ret (4|M0) r64.0
L152:
nop
L153:
calla (1|M0) r127.1 0xCF0
L154:
(W) if.b (1|M24) L278 L145
L155:
(~f1.1.all16h) while (2|M24) L259
L156:
calla (8|M16) r2.7 0x13C0
L157:
halt (8|M0) L170 L502
L158:
nop
L159:
nop
L160:
(W) brc (2|M0) L293 L372
L161:
while (8|M0) L465
L162:
(~f1.1.any8h) break (4|M0) L139 L1
L163:
nop
L164:
(W) jmpi L571
L165:
wait n0.0:ud
L166:
(W) goto.b (2|M24) L70 L81
L167:
jmpi r2.0
L168:
endif (2|M8) L340
L169:
while (16|M8) L52
L170:
nop
L171:
jmpi L244
L172:
while (2|M8) L212
L173:
(~f0.0.all16h) if (1|M24) L106 L239
L174:
(~f1.1.all4h) halt (2|M8) L272 L595
L175:
while (8|M0) L555
L176:
halt (32|M0) L351 L518
L177:
join (16|M0) L403
L178:
call (16|M0) r127.0 L542
L179:
(f1.0.all32h) while (2|M0) L584
L180:
(W) call (4|M24) r2.1 L276
L181:
else.b (32|M24) L1 L569
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
call (4|M0) r2.7 L358
L188:
(~f0.0.any32h) if (8|M0) L345 L535
L189:
calla (32|M0) r2.2 0x1A30
L190:
(~f0.1.all4h) break (8|M8) L184 L542
L191:
call (32|M0) r10.1 L342
L192:
nop
L193:
goto.b (8|M16) L65 L268
L194:
break (8|M8) L397 L102
L195:
call (32|M0) r64.1 L204
L196:
while (32|M8) L218
L197:
call (8|M8) r127.0 L480
L198:
break (4|M16) L209 L78
L199:
halt (16|M0) L238 L107
L200:
(W) while (1|M0) L182
L201:
endif (8|M0) L444
L202:
if (4|M16) L317 L579
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
call (1|M0) r64.0 L166
L217:
goto (8|M0) L598 L172
L218:
(~f1.1.anyv) halt (8|M24) L450 L239
L219:
(~f1.0.any8h) break (4|M0) L400 L340
L220:
call (1|M0) r10.2 L152
L221:
wait n0.1:ud
L222:
(f1.0.anyv) jmpi L221
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
(W) endif (2|M24) L476
L229:
else.b (32|M16) L372 L221
L230:
calla (1|M0) r10.0 0xE30
L231:
break (8|M0) L413 L549
L232:
(f0.0.any32h) brd (4|M0) L406
L233:
calla (4|M24) r127.1 0x1720
L234:
wait n0.1:ud
L235:
goto (8|M0) L287 L360
L236:
(W) while (4|M0) L121
L237:
(f0.1.any4h) halt (2|M8) L338 L112
L238:
goto.b (2|M0) L97 L465
L239:
brc (1|M0) L335 L361
L240:
else (16|M0) L589 L59
L241:
jmpi r127.0
L242:
wait n0.0:ud
L243:
nop
L244:
join (32|M0) L465
L245:
(f0.1.all32h) goto (2|M0) L466 L485
L246:
brd (4|M16) L91
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
call (4|M24) r64.2 L32
L257:
call (8|M0) r127.1 L597
L258:
else (16|M0) L67 L510
L259:
(W) cont (2|M0) L423 L310
L260:
ret (32|M0) r64.0
L261:
(f0.0.all16h) halt (32|M0) L228 L544
L262:
calla (32|M8) r10.0 0xE70
L263:
break (8|M0) L264 L240
L264:
(~f1.1.all8h) halt (2|M8) L434 L242
L265:
(~f0.0.all4h) brd (2|M16) r64.7
L266:
nop
L267:
(f0.1.all4h) while (2|M0) L188
L268:
cont (32|M0) L135 L205
L269:
call (1|M8) r2.2 L202
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
(~f1.0.all4h) brd (1|M8) L85
L303:
call (1|M0) r2.1 L276
L304:
if.b (4|M0) L387 L67
L305:
brc (16|M8) L293 L529
L306:
else (4|M0) L569 L493
L307:
join (16|M16) L309
L308:
(~f0.1.any16h) goto.b (16|M0) L164 L250
L309:
(~f0.1.any32h) break (8|M0) L188 L379
L310:
(W) endif (1|M0) L298
L311:
ret (1|M0) r10.0
L312:
wait n0.0:ud
L313:
goto.b (16|M8) L240 L155
L314:
(f0.1.any2h) goto (4|M8) L200 L39
L315:
calla (1|M0) r127.0 0xF40
L316:
(~f1.0.all32h) goto (2|M0) L66 L372
L317:
(W) cont (8|M24) L362 L94
L318:
(W) call (32|M0) r64.1 L2
L319:
(W) else (2|M8) L329 L527
L320:
join (8|M0) L554
L321:
(W) break (8|M16) L445 L187
L322:
brd (4|M16) L126
L323:
wait n0.0:ud
L324:
break (16|M0) L68 L520
L325:
(~f0.0.any8h) brd (1|M8) L334
L326:
(W) else (16|M0) L18 L334
L327:
(f1.0.allv) goto (1|M8) L11 L542
L328:
nop
L329:
(W) calla (2|M16) r127.1 0xB00
L330:
ret (16|M24) r2.0
L331:
nop
L332:
(f1.1) halt (32|M0) L96 L403
L333:
else (4|M0) L102 L472
L334:
nop
L335:
else.b (8|M16) L448 L479
L336:
wait n0.0:ud
L337:
(W) ret (1|M16) r127.1
L338:
(f0.1.any16h) goto.b (4|M16) L236 L193
L339:
else (4|M0) L4 L16
L340:
(f0.1.all2h) if (32|M0) L561 L239
L341:
(f0.1.any8h) while (1|M0) L535
L342:
(W) cont (4|M0) L398 L268
L343:
endif (16|M24) L566
L344:
(~f0.0.all16h) while (32|M24) L370
L345:
calla (4|M24) r2.2 0x380
L346:
(f1.0.any4h) jmpi r2.7
L347:
call (1|M0) r2.7 L533
L348:
(W) halt (2|M0) L332 L397
L349:
ret (4|M0) r64.0
L350:
nop
L351:
(W) call (4|M8) r2.0 L499
L352:
cont (32|M24) L286 L181
L353:
(~f0.1.any8h) if (16|M0) L2 L409
L354:
ret (8|M0) r2.2
L355:
(W) while (2|M8) L449
L356:
call (16|M0) r10.0 L240
L357:
ret (8|M0) r127.1
L358:
(f1.1.any16h) break (2|M0) L70 L66
L359:
(W) jmpi r127.0
L360:
calla (4|M0) r64.0 0x7F0
L361:
break (4|M0) L530 L502
L362:
(W) jmpi L225
L363:
brc (1|M0) L342 L436
L364:
calla (8|M0) r10.0 0x390
L365:
(W) if (16|M0) L388 L331
L366:
ret (16|M0) r64.7
L367:
(~f1.1.any2h) if (16|M0) L102 L517
L368:
else (1|M0) L577 L326
L369:
jmpi L348
L370:
break (1|M8) L128 L220
L371:
calla (32|M0) r10.7 0x1250
L372:
(W) break (4|M8) L103 L488
L373:
ret (2|M16) r64.0
L374:
calla (4|M0) r2.7 0x1EE0
L375:
jmpi L78
L376:
brc (4|M0) r2.2
L377:
calla (16|M16) r10.0 0x7D0
L378:
(W) cont (4|M0) L1 L152
L379:
(W) ret (1|M8) r64.7
L380:
nop
L381:
if (32|M0) L262 L90
L382:
ret (1|M0) r64.2
L383:
halt (2|M0) L209 L132
L384:
endif (16|M0) L539
L385:
wait n0.0:ud
L386:
else.b (16|M24) L396 L569
L387:
(f0.1.all2h) goto (16|M0) L114 L494
L388:
(W) ret (8|M24) r64.1
L389:
else (4|M0) L98 L203
L390:
(W) goto (1|M0) L21 L100
L391:
else (8|M0) L299 L262
L392:
else (32|M0) L580 L589
L393:
jmpi L509
L394:
(W) brc (4|M0) r2.0
L395:
(~f0.1.any16h) cont (1|M0) L343 L519
L396:
(f0.1.all2h) brc (16|M16) L296 L491
L397:
brc (4|M24) r10.1
L398:
ret (32|M0) r127.1
L399:
wait n0.0:ud
L400:
endif (32|M0) L221
L401:
(W) if (8|M0) L386 L179
L402:
wait n0.1:ud
L403:
call (16|M0) r2.0 L370
L404:
while (32|M0) L205
L405:
else (2|M0) L314 L471
L406:
calla (2|M0) r64.0 0x1480
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
break (16|M8) L149 L225
L419:
while (16|M0) L166
L420:
while (1|M0) L451
L421:
(W) endif (16|M24) L154
L422:
nop
L423:
calla (32|M16) r127.0 0x17C0
L424:
break (32|M0) L478 L174
L425:
call (16|M0) r10.2 L469
L426:
(W) brd (4|M0) L480
L427:
ret (8|M8) r10.7
L428:
if (32|M0) L343 L213
L429:
nop
L430:
join (32|M8) L101
L431:
(W) while (1|M24) L120
L432:
else (1|M0) L566 L374
L433:
jmpi L441
L434:
brc (32|M0) L67 L278
L435:
calla (16|M0) r127.0 0x21F0
L436:
while (2|M0) L456
L437:
if (8|M0) L128 L425
L438:
(W) ret (32|M16) r10.7
L439:
brd (2|M0) L540
L440:
(f1.0.all8h) if (1|M0) L194 L390
L441:
(f0.0.allv) if (1|M24) L312 L137
L442:
(W) else (8|M24) L419 L115
L443:
(W) endif (32|M16) L92
L444:
(f1.0.all2h) halt (8|M0) L560 L430
L445:
nop
L446:
(W) else (1|M0) L32 L541
L447:
(W) else (4|M24) L329 L77
L448:
nop
L449:
call (4|M24) r10.0 L226
L450:
endif (16|M8) L539
L451:
brc (4|M16) L421 L348
L452:
calla (2|M0) r127.0 0xDD0
L453:
break (8|M24) L504 L30
L454:
join (2|M0) L507
L455:
wait n0.0:ud
L456:
join (8|M8) L139
L457:
jmpi L304
L458:
wait n0.0:ud
L459:
(W) else (2|M0) L78 L46
L460:
(f1.0.all4h) goto (4|M0) L372 L349
L461:
else (2|M0) L218 L438
L462:
(W) call (4|M16) r127.1 L440
L463:
wait n0.0:ud
L464:
else (4|M0) L592 L473
L465:
else (4|M24) L198 L9
L466:
brc (8|M24) L334 L399
L467:
goto (2|M16) L560 L565
L468:
(f1.0.any8h) break (16|M0) L140 L92
L469:
else (4|M8) L74 L566
L470:
join (32|M24) L148
L471:
halt (32|M16) L339 L425
L472:
wait n0.0:ud
L473:
(~f1.1.allv) if.b (16|M0) L549 L313
L474:
join (2|M0) L70
L475:
call (8|M0) r2.0 L388
L476:
ret (32|M0) r10.7
L477:
cont (2|M0) L129 L275
L478:
(~f0.1.any4h) brd (16|M24) r64.2
L479:
calla (2|M16) r10.1 0x2320
L480:
halt (2|M8) L35 L316
L481:
(f1.1.all4h) brd (1|M0) r2.0
L482:
(~f0.1.any32h) brd (8|M0) L119
L483:
(W) ret (4|M16) r64.0
L484:
(W) call (2|M16) r127.0 L194
L485:
jmpi L217
L486:
(W) endif (4|M0) L414
L487:
(~f0.1.any32h) while (32|M16) L364
L488:
nop
L489:
while (16|M0) L222
L490:
(f1.1.all2h) brc (4|M8) L29 L489
L491:
(~f0.1.all8h) brc (1|M0) L184 L378
L492:
call (1|M0) r2.2 L373
L493:
ret (16|M0) r64.1
L494:
(W) halt (1|M0) L152 L111
L495:
endif (8|M0) L106
L496:
wait n0.0:ud
L497:
(W) halt (2|M0) L57 L37
L498:
nop
L499:
break (1|M0) L466 L331
L500:
endif (32|M0) L46
L501:
(f0.0.allv) if (2|M16) L535 L415
L502:
(f1.0.any2h) brd (2|M0) r64.1
L503:
brc (16|M0) L570 L396
L504:
(f1.1) while (8|M16) L86
L505:
(~f1.0.all4h) cont (16|M0) L285 L362
L506:
(f1.1.any4h) brc (8|M24) L275 L458
L507:
calla (4|M0) r2.0 0x23D0
L508:
wait n0.0:ud
L509:
calla (32|M0) r64.1 0x1330
L510:
(~f1.1.all4h) brd (32|M0) L364
L511:
brc (32|M0) r127.2
L512:
while (2|M0) L306
L513:
(~f0.1.all8h) goto (1|M0) L74 L56
L514:
while (2|M0) L125
L515:
halt (16|M8) L400 L288
L516:
cont (4|M8) L334 L278
L517:
(W) call (2|M8) r2.0 L114
L518:
join (2|M16) L416
L519:
goto (1|M0) L476 L551
L520:
else (16|M0) L485 L162
L521:
(~f0.0.all2h) brc (8|M8) r10.1
L522:
halt (16|M0) L51 L121
L523:
(W) else.b (4|M0) L309 L337
L524:
(~f0.1.any16h) brd (16|M0) L465
L525:
(W) ret (16|M24) r127.7
L526:
(W) else (1|M8) L578 L49
L527:
join (1|M0) L487
L528:
(f1.0.any8h) halt (8|M0) L40 L303
L529:
jmpi L458
L530:
wait n0.0:ud
L531:
nop
L532:
jmpi L345
L533:
goto (8|M0) L122 L238
L534:
(W) if.b (32|M16) L238 L243
L535:
else (32|M0) L502 L147
L536:
while (1|M8) L67
L537:
brc (4|M0) L9 L199
L538:
call (8|M16) r64.0 L61
L539:
wait n0.0:ud
L540:
call (32|M0) r2.7 L226
L541:
while (16|M0) L13
L542:
calla (1|M0) r10.0 0x250
L543:
(W) jmpi L288
L544:
nop
L545:
while (32|M0) L174
L546:
(W) while (2|M24) L87
L547:
jmpi L409
L548:
(f1.0.all16h) break (4|M16) L372 L564
L549:
brc (32|M0) r64.2
L550:
join (1|M16) L313
L551:
call (32|M0) r10.0 L540
L552:
if (8|M8) L259 L157
L553:
(~f0.1.allv) while (8|M16) L159
L554:
(W) goto (2|M24) L546 L211
L555:
calla (2|M24) r127.2 0x1E90
L556:
(f1.1.any32h) brc (16|M0) L592 L568
L557:
(W) endif (16|M16) L419
L558:
(f1.0.allv) while (32|M24) L266
L559:
nop
L560:
cont (4|M16) L112 L549
L561:
if.b (4|M0) L93 L159
L562:
endif (4|M0) L64
L563:
(W) call (2|M0) r127.2 L327
L564:
(W) jmpi L59
L565:
(W) endif (1|M0) L89
L566:
wait n0.0:ud
L567:
(~f1.0) if.b (4|M8) L525 L451
L568:
(W) if (2|M0) L218 L590
L569:
break (1|M8) L383 L494
L570:
wait n0.1:ud
L571:
wait n0.1:ud
L572:
call (1|M0) r10.1 L573
L573:
(W) join (16|M16) L241
L574:
calla (16|M0) r10.1 0x1030
L575:
(W) ret (32|M0) r10.0
L576:
halt (4|M0) L127 L288
L577:
endif (16|M0) L434
L578:
(W) calla (8|M0) r10.1 0x1D40
L579:
ret (1|M0) r127.0
L580:
join (4|M0) L566
L581:
call (16|M0) r64.0 L112
L582:
(W) join (2|M8) L475
L583:
call (8|M24) r127.1 L437
L584:
nop
L585:
(W) calla (4|M0) r2.0 0x1960
L586:
ret (16|M16) r127.0
L587:
(~f0.0.all4h) goto (16|M0) L158 L384
L588:
calla (2|M0) r127.0 0x1E70
L589:
join (1|M8) L529
L590:
(f0.0.all16h) while (16|M8) L592
L591:
else (1|M24) L593 L316
L592:
(~f1.1) brc (4|M0) r10.0
L593:
(f0.0.any16h) halt (4|M0) L3 L280
L594:
nop
L595:
(W) ret (16|M8) r64.1
L596:
(~f0.0) jmpi L509
L597:
calla (1|M0) r64.2 0xB70
L598:
jmpi L505
L599:
nop
L600:
nop
