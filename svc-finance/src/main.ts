import { runService } from '@hvac/service-kit';
import { financeService } from './service';

void runService(financeService);
