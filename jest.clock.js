// HVAC_TEST_NOW=<ISO instant> starts every test file's clock at that instant, to prove the tests across a
// change of Houston's day or year (docs/architecture.md#tests).
const start = process.env.HVAC_TEST_NOW;
if (start) {
  const at = Date.parse(start);
  if (Number.isNaN(at)) throw new Error(`HVAC_TEST_NOW is not a date: ${start}`);
  require('./libs/contracts/testing/clock').setClock(at);
}
