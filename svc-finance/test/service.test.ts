import { describeServiceBasics } from '@hvac/service-kit/testing';
import { financeService } from '../src/service';

describeServiceBasics(financeService);
