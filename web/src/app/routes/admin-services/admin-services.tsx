// /admin_area/services (admins only): the whole catalogue, hidden services too, each with its "from"
// price and whether it is on sale; a tap opens the entry to change its words and prices.
import { Link } from 'react-router-dom';
import { ChevronRight, PackageOpen } from '../../../components/icons/index.ts';
import { formatNaira } from '@ile/domain';
import type { Service } from '../../../api/types.ts';
import { LoadFailed } from '../../../components/ui/index.ts';
import { paths } from '../../../config/routes.ts';
import { AdminPage } from '../../../features/admin/index.ts';
import { useCatalogueForAdmin } from '../../../features/catalogue-admin/api/index.ts';
import { OnSaleBadge } from '../../../features/catalogue-admin/components/on-sale-badge.tsx';
import '../../../features/catalogue-admin/components/catalogue-admin.css';

function inDisplayOrder(services: readonly Service[]): Service[] {
  return [...services].sort((a, b) => a.sortOrder - b.sortOrder);
}

export function AdminServicesScreen() {
  const catalogue = useCatalogueForAdmin();
  const hidden = catalogue.data?.filter((s) => !s.active).length ?? 0;
  return (
    <AdminPage
      title="Services"
      meta={catalogue.data ? <span>{`${catalogue.data.length} services · ${hidden} hidden`}</span> : null}
    >
      <p className="catalogue-admin__intro">Change a service’s words, prices or whether it is on sale. Changes apply to new bookings only.</p>
      {catalogue.isPending ? (
        <div className="catalogue-list" role="status" aria-label="Loading the catalogue">
          {[0, 1, 2, 3].map((n) => (
            <div key={n} className="catalogue-row catalogue-row--skeleton" aria-hidden="true">
              <span className="catalogue-skeleton catalogue-skeleton--title" />
              <span className="catalogue-skeleton" />
            </div>
          ))}
        </div>
      ) : catalogue.isError ? (
        <LoadFailed title="We couldn’t load the catalogue" error={catalogue.error} retrying={catalogue.isFetching} onRetry={() => void catalogue.refetch()} />
      ) : catalogue.data.length === 0 ? (
        <div className="catalogue-admin__empty">
          <PackageOpen size={40} aria-hidden="true" />
          <h2>No services in the catalogue</h2>
          <p>The catalogue is seeded when the server first starts. If it is empty, check the server’s logs.</p>
        </div>
      ) : (
        <ul className="catalogue-list" aria-label="Services, in the order customers see them">
          {inDisplayOrder(catalogue.data).map((service) => (
            <li key={service.id}>
              <Link to={paths.adminService(service.id)} className="catalogue-row">
                <span className="catalogue-row__top">
                  <span className="catalogue-row__name">{service.name}</span>
                  <OnSaleBadge active={service.active} />
                </span>
                <span className="catalogue-row__bottom">
                  <span className="catalogue-row__price">
                    {service.inspectionFeeKobo !== null ? 'Visit from ' : 'From '}
                    <strong>{formatNaira(service.fromPriceKobo)}</strong>
                  </span>
                  <span className="catalogue-row__items">{`${service.priceItems.length} ${service.priceItems.length === 1 ? 'price' : 'prices'}`}</span>
                  <ChevronRight size={20} aria-hidden="true" className="catalogue-row__chevron" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
