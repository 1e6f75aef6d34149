// The catalogue for screens: shown at once from the bundled copy (no request before a form is usable),
// then replaced by the fetched one so an admin's price change or hidden service shows up.
import { useQuery } from '@tanstack/react-query';
import type { ServiceKey } from '@ile/domain';
import { useApiClient } from '../../../api/api-client-context.tsx';
import type { Service } from '../../../api/types.ts';
import { BUNDLED_SERVICES } from '../catalogue.ts';
import { servicesQueryOptions } from './queries.ts';

export interface Services {
  /** Active services in display order: the fetched ones once they arrive, the bundled ones until then or when the request fails. */
  services: readonly Service[];
  /** True once the fetched catalogue is shown. */
  live: boolean;
}

// One stable array, so react-query does not see each render's placeholder as new data.
const PLACEHOLDER: Service[] = [...BUNDLED_SERVICES];

export function useServices(): Services {
  const client = useApiClient();
  const query = useQuery({ ...servicesQueryOptions(client), placeholderData: PLACEHOLDER });
  const live = query.isSuccess && !query.isPlaceholderData;
  // A failed request leaves no data: the bundled catalogue still lets people book.
  const all = query.data ?? BUNDLED_SERVICES;
  return { services: [...all].filter((s) => s.active).sort((a, b) => a.sortOrder - b.sortOrder), live };
}

export interface CatalogueEntryView {
  /** The entry with its current name, inclusions and prices; null when the live catalogue hides it. */
  service: Service | null;
  /** The bundled entry: names and copy to show even when the service is hidden. */
  bundled: Service;
  live: boolean;
}

/** One catalogue entry and its live price items. */
export function useCatalogue(key: ServiceKey): CatalogueEntryView {
  const { services, live } = useServices();
  const bundled = BUNDLED_SERVICES.find((s) => s.key === key);
  if (!bundled) throw new Error(`the bundled catalogue has no "${key}"`);
  return { service: services.find((s) => s.key === key) ?? null, bundled, live };
}
