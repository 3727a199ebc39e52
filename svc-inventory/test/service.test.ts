import { describeServiceBasics } from '@hvac/service-kit/testing';
import { inventoryService } from '../src/service';

describeServiceBasics(inventoryService);
