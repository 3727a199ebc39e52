import { runService } from '@hvac/service-kit';
import { inventoryService } from './service';

void runService(inventoryService);
