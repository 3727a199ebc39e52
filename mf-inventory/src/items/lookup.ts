import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isNotFound } from '@hvac/web-kit';
import { useToast } from '@hvac/ui';
import { fetchByBarcode } from './api';
import { NS } from './i18n';
import { storeItem, unanswered } from './queries';

/**
 * Finds an item by its barcode and opens it (the barcode search and the scanner share this): "Item found!"
 * and the item's page, "Item not found" for a 404, "Error searching for item" when no answer came.
 * Answers whether it found one.
 */
export function useBarcodeLookup(): (code: string) => Promise<boolean> {
  const { t } = useTranslation(NS);
  const toast = useToast();
  const navigate = useNavigate();
  return async (code) => {
    try {
      const item = await fetchByBarcode(code.trim());
      void storeItem(item);
      toast.show(t('toasts.itemFound'), 'success');
      navigate(`/admin/inventory/${item.id}`);
      return true;
    } catch (err) {
      const notFound = isNotFound(err);
      toast.show(notFound || !unanswered(err) ? t('toasts.itemNotFound') : t('toasts.searchError'), 'error');
      return false;
    }
  };
}
