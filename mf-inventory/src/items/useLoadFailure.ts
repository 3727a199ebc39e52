import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isNotFound } from '@hvac/web-kit';
import { useToast } from '@hvac/ui';
import { NS } from './i18n';
import { unanswered } from './queries';

/**
 * An item that could not be loaded for its detail or form (docs/domains/inventory.md#messages): "Inventory
 * item not found" for a 404, "Failed to fetch inventory item" for another answer, "Error fetching
 * inventory item" when none came; each returns to /admin/inventory. The detail keeps its page for a 404
 * (`stayWhenNotFound`) so its Item Not Found state, with Return to Inventory, is seen. Answers whether the
 * 404 was the cause.
 */
export function useLoadFailure(error: unknown, { stayWhenNotFound = false }: { stayWhenNotFound?: boolean } = {}): boolean {
  const { t } = useTranslation(NS);
  const toast = useToast();
  const navigate = useNavigate();
  const notFound = isNotFound(error);
  useEffect(() => {
    if (!error) return;
    toast.show(t(notFound ? 'toasts.loadNotFound' : unanswered(error) ? 'toasts.fetchItemError' : 'toasts.fetchItemFailed'), 'error');
    if (!(notFound && stayWhenNotFound)) navigate('/admin/inventory', { replace: true });
    // Once per failed load: the error object changes only then.
  }, [error]);
  return notFound;
}
