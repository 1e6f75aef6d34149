// Service records → the spec's Service.
import { fromPriceKobo, SERVICE_KEYS, type ServiceKey } from '@ile/domain';
import type { Schemas } from '../../api/types.ts';
import type { ServiceRecord } from './repository.ts';

export type Service = Schemas['Service'];

function toServiceKey(key: string): ServiceKey {
  const found = SERVICE_KEYS.find((known) => known === key);
  if (!found) throw new Error(`unknown service key in the services table: ${key}`);
  return found;
}

export function toService(record: ServiceRecord): Service {
  const key = toServiceKey(record.key);
  return {
    id: record.id,
    key,
    name: record.name,
    tagline: record.tagline,
    description: record.description,
    includes: record.includes,
    formPath: record.formPath,
    priceItems: record.priceItems,
    fromPriceKobo: fromPriceKobo({ key, priceItems: record.priceItems }),
    inspectionFeeKobo: record.inspectionFeeKobo,
    active: record.active,
    sortOrder: record.sortOrder,
  };
}
