// The web app's import direction, as ESLint zones: api/config/lib/components -> features -> app;
// a feature never imports another feature, a route screen never imports another screen.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const WEB = 'web/src';
const folders = (dir) =>
  readdirSync(join(import.meta.dirname, '../..', dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const features = folders(`${WEB}/features`);
const screens = folders(`${WEB}/app/routes`);

export const WEB_ZONES = [
  {
    target: ['api', 'config', 'lib', 'components'].map((dir) => `${WEB}/${dir}`),
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'Lower layers (api, config, lib, components) never import features or the app: move the shared piece down.',
  },
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: 'Features never import the app (routes, layout, guards): move the shared piece down to components or lib.',
  },
  ...features.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move the shared piece down (lib, components, api) or compose both in app/.',
  })),
  ...screens.map((screen) => ({
    target: `${WEB}/app/routes/${screen}`,
    from: screens.filter((other) => other !== screen).map((other) => `${WEB}/app/routes/${other}`),
    message: "A route screen never imports another screen: move the shared piece to a feature's components or to components/.",
  })),
];
