//===- Values.cpp - Buffer contents written on the command line -----------===//

#include "metalnt/Run/Executor.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/Error.h"

using namespace llvm;
using namespace metalnt;

Expected<std::vector<uint8_t>> run::encodeValues(StringRef Type, StringRef Values) {
  struct Kind {
    unsigned Bytes;
    enum { Signed, Unsigned, Half, Float } K;
  };
  std::optional<Kind> T = StringSwitch<std::optional<Kind>>(Type)
                              .Case("char", Kind{1, Kind::Signed})
                              .Cases({"uchar", "bool"}, Kind{1, Kind::Unsigned})
                              .Case("short", Kind{2, Kind::Signed})
                              .Case("ushort", Kind{2, Kind::Unsigned})
                              .Case("int", Kind{4, Kind::Signed})
                              .Case("uint", Kind{4, Kind::Unsigned})
                              .Case("long", Kind{8, Kind::Signed})
                              .Case("ulong", Kind{8, Kind::Unsigned})
                              .Case("half", Kind{2, Kind::Half})
                              .Case("float", Kind{4, Kind::Float})
                              .Default(std::nullopt);
  if (!T)
    return createStringError(inconvertibleErrorCode(),
                             "'" + Type + "' is not a value type (char, uchar, short, "
                             "ushort, int, uint, long, ulong, half, float)");
  std::vector<uint8_t> Bytes;
  SmallVector<StringRef, 8> Items;
  Values.split(Items, ',');
  for (StringRef Item : Items) {
    Item = Item.trim();
    uint64_t Bits = 0;
    if (T->K == Kind::Half || T->K == Kind::Float) {
      APFloat F(T->K == Kind::Half ? APFloat::IEEEhalf() : APFloat::IEEEsingle());
      Expected<APFloat::opStatus> S = F.convertFromString(Item, APFloat::rmNearestTiesToEven);
      if (!S || Item.empty()) {
        if (!S)
          consumeError(S.takeError());
        return createStringError(inconvertibleErrorCode(),
                                 "'" + Item + "' is not a " + Type + " value");
      }
      Bits = F.bitcastToAPInt().getZExtValue();
    } else {
      APInt V;
      unsigned Width = T->Bytes * 8;
      StringRef Digits = Item;
      bool Negative = Digits.consume_front("-");
      // getAsInteger reads magnitudes; the sign is applied in a width one
      // bit wider than both.
      if (Digits.getAsInteger(0, V) || (Negative && T->K == Kind::Unsigned))
        return createStringError(inconvertibleErrorCode(),
                                 "'" + Item + "' is not a " + Type + " value");
      V = V.zext(std::max(V.getBitWidth(), 64u) + 1);
      if (Negative)
        V.negate();
      bool Fits = T->K == Kind::Signed ? V.isSignedIntN(Width) : V.isIntN(Width);
      if (!Fits)
        return createStringError(inconvertibleErrorCode(),
                                 "'" + Item + "' does not fit in a " + Type);
      Bits = V.sextOrTrunc(64).getZExtValue();
    }
    for (unsigned B = 0; B != T->Bytes; ++B)
      Bytes.push_back(uint8_t(Bits >> (8 * B)));
  }
  return Bytes;
}
