/**
 * The one envelope of an answer, contracts' `Success` schema at run time: `{ status: 'success', data }`
 * (docs/architecture.md#routes-and-errors). Handlers answer through it rather than spelling it out.
 */
export const success = <T>(data: T): { status: 'success'; data: T } => ({ status: 'success', data });

/** Where a page of a list stands (contracts' `Pagination`), from the SQL page and the total count. */
export const pagination = ({ page, limit, total }: { page: number; limit: number; total: number }) => ({
  currentPage: page,
  totalPages: Math.max(1, Math.ceil(total / limit)),
  totalItems: total,
  limit,
});
