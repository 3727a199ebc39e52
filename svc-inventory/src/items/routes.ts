import { Type } from 'typebox';
import { ErrorBody, IdParams } from '@hvac/contracts';
import { BarcodeParams, INVENTORY_CATEGORIES, INVENTORY_DELETE_ROLES, INVENTORY_MANAGE_ROLES, INVENTORY_MESSAGES as M, INVENTORY_REPORT_FILE_NAME, INVENTORY_UNITS, INVENTORY_VIEW_ROLES, InventoryCategoriesResponse, InventoryFormBody, InventoryItemResponse, InventoryItemsResponse, InventoryListQuery, InventoryListResponse, InventoryOverviewResponse, InventoryReportQuery } from '@hvac/contracts/inventory';
import { requireRoleSaying, success, type App } from '@hvac/service-kit';
import type { InventoryContext } from '../config';
import { reportBody } from './report';
import * as items from './service';

/** Every refusal an inventory route can answer, in the one error body (docs/architecture.md#routes-and-errors). */
export const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
export const secured = { security: [{ bearerAuth: [] }], tags: ['inventory'] };

/** Who may do what (docs/domains/inventory.md#roles), enforced here: the refusals in the domain's words. */
export function inventoryGuards(ctx: InventoryContext) {
  const { guards } = ctx;
  return {
    viewers: requireRoleSaying(guards, INVENTORY_VIEW_ROLES, M.inventoryViewForbidden, 'inventoryViewForbidden'),
    managers: requireRoleSaying(guards, INVENTORY_MANAGE_ROLES, M.inventoryManageForbidden, 'inventoryManageForbidden'),
    quantity: requireRoleSaying(guards, INVENTORY_MANAGE_ROLES, M.inventoryQuantityForbidden, 'inventoryQuantityForbidden'),
    admins: requireRoleSaying(guards, INVENTORY_DELETE_ROLES, M.inventoryDeleteForbidden, 'inventoryDeleteForbidden'),
  };
}

/** docs/domains/inventory.md#calls. The fixed paths are registered before `/:id`, which takes only a uuid. */
export function itemRoutes(app: App, ctx: InventoryContext): void {
  const { viewers, managers, admins } = inventoryGuards(ctx);

  app.get(
    '/api/inventory',
    {
      onRequest: viewers,
      schema: {
        ...secured,
        summary: 'A page of 20 items by name, filtered, with the total and the whole table’s low-stock and expired counts (admin, manager, staff)',
        querystring: InventoryListQuery,
        response: { 200: InventoryListResponse, ...errors },
      },
    },
    async (request) => items.listItems(ctx, request.query),
  );

  app.get(
    '/api/inventory/categories',
    { onRequest: viewers, schema: { ...secured, summary: 'The nine categories and the ten units', response: { 200: InventoryCategoriesResponse, ...errors } } },
    async () => success({ categories: [...INVENTORY_CATEGORIES], units: [...INVENTORY_UNITS] }),
  );

  app.get(
    '/api/inventory/summary',
    {
      onRequest: viewers,
      schema: {
        ...secured,
        summary: 'The overview widget’s figures: low-stock and expired items, each with the list’s query that finds them (admin, manager, staff)',
        response: { 200: InventoryOverviewResponse, ...errors },
      },
    },
    async () => success(await items.overview(ctx)),
  );

  app.get(
    '/api/inventory/low-stock',
    { onRequest: viewers, schema: { ...secured, summary: 'Every item at or below its minimum quantity, by name', response: { 200: InventoryItemsResponse, ...errors } } },
    async () => success({ items: await items.listFlagged(ctx, 'lowStock') }),
  );

  app.get(
    '/api/inventory/expired',
    { onRequest: viewers, schema: { ...secured, summary: 'Every item whose expiration date is before today, by name', response: { 200: InventoryItemsResponse, ...errors } } },
    async () => success({ items: await items.listFlagged(ctx, 'expired') }),
  );

  app.get(
    '/api/inventory/barcode/:barcode',
    {
      onRequest: viewers,
      schema: { ...secured, summary: 'The item with this barcode, else with this SKU (a label without a barcode carries the SKU)', params: BarcodeParams, response: { 200: InventoryItemResponse, ...errors } },
    },
    async (request) => success({ item: await items.findByCode(ctx, request.params.barcode) }),
  );

  app.get(
    '/api/inventory/report',
    {
      onRequest: viewers,
      schema: {
        ...secured,
        summary: 'Every item by SKU for inventory-report.csv: { rows } as JSON, or ?format=csv for the file itself; streamed',
        querystring: InventoryReportQuery,
        // Written as it streams (src/items/report.ts), so no serializer runs; the JSON is InventoryReportResponse.
        response: { 200: Type.Unknown({ description: 'JSON { status: "success", data: { rows: InventoryReportRow[] } }, or text/csv' }), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const format = request.query.format ?? 'json';
      const body = reportBody(ctx, format);
      reply.header('cache-control', 'no-store');
      if (format === 'csv') reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${INVENTORY_REPORT_FILE_NAME}"`);
      else reply.header('content-type', 'application/json; charset=utf-8');
      return reply.send(body);
    },
  );

  app.get(
    '/api/inventory/:id',
    { onRequest: viewers, schema: { ...secured, summary: 'One item', params: IdParams(M.inventoryItemNotFound, 'inventoryItemNotFound'), response: { 200: InventoryItemResponse, ...errors } } },
    async (request) => success({ item: await items.getItem(ctx, request.params.id) }),
  );

  app.post(
    '/api/inventory',
    {
      onRequest: managers,
      schema: {
        ...secured,
        summary: 'Create an item from the form (admin, manager); writes currentQuantity and unitCost, answers quantity and costPrice',
        body: InventoryFormBody,
        response: { 201: InventoryItemResponse, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(success({ item: await items.createItem(ctx, request.user, request.body, request.id) })),
  );

  app.put(
    '/api/inventory/:id',
    {
      onRequest: managers,
      schema: {
        ...secured,
        summary: 'Save the item form (admin, manager); a field left out keeps its value; writes currentQuantity and unitCost, answers quantity and costPrice',
        params: IdParams(M.inventoryItemNotFound, 'inventoryItemNotFound'),
        body: InventoryFormBody,
        response: { 200: InventoryItemResponse, ...errors },
      },
    },
    async (request) => success({ item: await items.updateItem(ctx, request.user, request.params.id, request.body, request.id) }),
  );

  app.delete(
    '/api/inventory/:id',
    { onRequest: admins, schema: { ...secured, summary: 'Delete an item and its history (admin); answers it as it was', params: IdParams(M.inventoryItemNotFound, 'inventoryItemNotFound'), response: { 200: InventoryItemResponse, ...errors } } },
    async (request) => success({ item: await items.deleteItem(ctx, request.user, request.params.id, request.id) }),
  );
}
