// Proves the Prism mock's catalogue is the domain's: listServices' first example in openapi.yaml (what
// `npm run mock` answers /app/fetchServices with) holds every service of DEFAULT_CATALOGUE, active, with
// the names, copy and prices the domain defines, so every service page books its service on the mock
// instead of showing "Not available right now". Changing a price in domain fails here until the
// example is updated too.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_CATALOGUE } from '@ile/domain';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Service } from '../../api/types.ts';
import { SERVICE_PAGE_LIST, bundledService } from './catalogue.ts';

interface Example { $ref?: string; value?: unknown }
interface Spec {
  paths: Record<string, Record<string, { operationId?: string; responses: Record<string, { content?: Record<string, { examples?: Record<string, Example> }> }> }>>;
  components: { examples: Record<string, Example> };
}

const spec = parse(readFileSync(fileURLToPath(new URL('../../../../openapi.yaml', import.meta.url)), 'utf8')) as Spec;

/** The operation's 200 examples by name, in the file's order (Prism answers the first). */
function examplesOf(operationId: string): [string, Example][] {
  for (const item of Object.values(spec.paths)) {
    for (const operation of Object.values(item)) {
      if (operation.operationId !== operationId) continue;
      return Object.entries(operation.responses['200']?.content?.['application/json']?.examples ?? {});
    }
  }
  throw new Error(`openapi.yaml has no operation ${operationId}`);
}

function valueOf(example: Example): unknown {
  if (!example.$ref) return example.value;
  const name = example.$ref.replace('#/components/examples/', '');
  return spec.components.examples[name]?.value;
}

const [first] = examplesOf('listServices');
const mockCatalogue = (first ? (valueOf(first[1]) as { data: Service[] }).data : []);

describe("listServices' first example (the mock's catalogue)", () => {
  it('holds exactly the services of the domain catalogue, once each, in display order', () => {
    expect(mockCatalogue.map((service) => service.key)).toEqual(DEFAULT_CATALOGUE.map((entry) => entry.key));
    expect(mockCatalogue).toHaveLength(17);
  });

  it("has each service's name, copy, form path, prices, from-price and inspection fee as the domain defines them, active", () => {
    for (const entry of DEFAULT_CATALOGUE) {
      const example = mockCatalogue.find((service) => service.key === entry.key);
      // The id is the database's; everything else is what the BFF seeds from the domain.
      expect(example, entry.key).toEqual({ ...bundledService(entry), id: example?.id });
    }
  });

  it('gives every one of the 18 service pages its service, so none says "Not available right now"', () => {
    expect(SERVICE_PAGE_LIST).toHaveLength(18);
    for (const page of SERVICE_PAGE_LIST) {
      expect(mockCatalogue.find((service) => service.key === page.service && service.active), page.slug).toBeDefined();
    }
  });

  it('has unique ids, as the admin screens link to /admin/services/<id>', () => {
    expect(new Set(mockCatalogue.map((service) => service.id)).size).toBe(mockCatalogue.length);
  });
});
