// Test harness only (never loaded by the app): `node --import` this to run a whole process as if it
// were E2E_NOW (an ISO time), moving on in real time from there. The pro journey needs "today" to
// be a visit day whose afternoon is still ahead, whatever hour CI runs at.
const target = Date.parse(process.env.E2E_NOW ?? '');
if (Number.isFinite(target)) {
  const RealDate = Date;
  const offset = target - RealDate.now();
  class ShiftedDate extends RealDate {
    constructor(...args) {
      super(...(args.length ? args : [RealDate.now() + offset]));
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate;
}
