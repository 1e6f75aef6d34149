// One icon per service page, drawn from lucide-react (imported one by one, so only these ship).
import {
  AirVent, AppWindow, Blinds, Bug, Building2, Hammer, Paintbrush, PaintRoller, SatelliteDish, Sofa, Sparkles, Speaker, Trash2, Truck, Tv, Wifi, Wrench, Zap,
  type LucideIcon,
} from 'lucide-react';
import type { ServicePageSlug } from '../catalogue.ts';

const ICONS: Record<ServicePageSlug, LucideIcon> = {
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
  const Icon = ICONS[slug];
  return <Icon size={size} aria-hidden="true" focusable="false" />;
}
