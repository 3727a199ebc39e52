import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { lazyScreen } from '@hvac/ui/screens';
import { InventoryGate } from './access';
import '@hvac/ui/history/i18n';
import './i18n';

const InventoryList = lazyScreen(() => import(/* webpackChunkName: "inventory-list" */ './InventoryList'), 'InventoryList');
const InventoryDetail = lazyScreen(() => import(/* webpackChunkName: "inventory-detail" */ './InventoryDetail'), 'InventoryDetail');
const InventoryCreate = lazyScreen(() => import(/* webpackChunkName: "inventory-form" */ './InventoryForm'), 'InventoryCreate');
const InventoryEdit = lazyScreen(() => import(/* webpackChunkName: "inventory-form" */ './InventoryForm'), 'InventoryEdit');
const InventoryLabel = lazyScreen(() => import(/* webpackChunkName: "inventory-label" */ '../labels/InventoryLabel'), 'InventoryLabel');

/** The inventory routes of docs/domains/inventory.md#screens. */
export function itemRoutes() {
  const staff = (screen: ReactNode) => <InventoryGate gate="staff">{screen}</InventoryGate>;
  const managers = (screen: ReactNode) => <InventoryGate gate="managers">{screen}</InventoryGate>;
  return (
    <>
      <Route path="/admin/inventory" element={staff(<InventoryList />)} />
      <Route path="/admin/inventory/new" element={managers(<InventoryCreate />)} />
      <Route path="/admin/inventory/:id" element={staff(<InventoryDetail />)} />
      <Route path="/admin/inventory/:id/edit" element={managers(<InventoryEdit />)} />
      <Route path="/admin/inventory/:id/label" element={staff(<InventoryLabel />)} />
    </>
  );
}
