// One icon per service page (names into the icon sprite, so the map costs a few bytes).
import {
  AirVent, AppWindow, Blinds, Bug, Building2, Hammer, Paintbrush, PaintRoller, SatelliteDish, Sofa, Sparkles, Speaker, Trash2, Truck, Tv, Wifi, Wrench, Zap,
  type Icon,
} from '../../../components/icons/index.ts';
import type { ServicePageSlug } from '../catalogue.ts';

const ICONS: Record<ServicePageSlug, Icon> = {
  'home-cleaning': Sparkles,
  carpentery: Hammer,
  plumbing: Wrench,
  fumigation: Bug,
  electricals: Zap,
  painting: PaintRoller,
  'interior-painting': Paintbrush,
  interiors: Sofa,
  'office-cleaning': Building2,
  'ac-repairs': AirVent,
  'tv-installs': Tv,
  'dish-installs': SatelliteDish,
  'window-repairs': AppWindow,
  'wifi-setup': Wifi,
  'home-theatre-setup': Speaker,
  'garbage-disposal': Trash2,
  'moving-help': Truck,
  curtains: Blinds,
};

export function ServiceIcon({ slug, size = 28 }: { slug: ServicePageSlug; size?: number }) {
  const SlugIcon = ICONS[slug];
  return <SlugIcon size={size} aria-hidden="true" focusable="false" />;
}
