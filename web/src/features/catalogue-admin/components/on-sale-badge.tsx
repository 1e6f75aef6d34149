// Whether a service is on sale, as a pill with words (colour is never the only signal).
import { EyeOff } from '../../../components/icons/index.ts';
import './catalogue-admin.css';

export function OnSaleBadge({ active }: { active: boolean }) {
  return active ? (
    <span className="on-sale-badge on-sale-badge--active">On sale</span>
  ) : (
    <span className="on-sale-badge on-sale-badge--hidden">
      <EyeOff size={14} aria-hidden="true" />
      Hidden
    </span>
  );
}
