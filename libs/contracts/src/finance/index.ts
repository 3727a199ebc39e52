/* `@hvac/contracts/finance`: expenses and the tax report (svc-finance, mf-finance), owned by the finance team. */
export * from './expenses';
export * from './expenses-labels';
export * from './tax';
