// /cleaning/entails: what standard, deep and move-in/out cleaning each include, room by room, with
// the live "from" price of each (one bedroom, one bathroom) and a way to book.
import { Ban, Check, Sparkles } from '../../../components/icons/index.ts';
import { formatNaira, quote } from '@ile/domain';
import { ButtonLink, Card, Container } from '../../../components/ui/index.ts';
import { paths } from '../../../config/routes.ts';
import { useCatalogue } from '../../../features/catalogue/index.ts';
import { DocumentTitle } from '../../../components/document-title.tsx';
import './cleaning-entails.css';

type CleaningType = 'standard' | 'deep' | 'move_in_out';

interface CleaningLevel {
  type: CleaningType;
  name: string;
  bestFor: string;
  rooms: readonly { room: string; tasks: readonly string[] }[];
}

const LEVELS: readonly CleaningLevel[] = [
  {
    type: 'standard',
    name: 'Standard cleaning',
    bestFor: 'Homes that are cleaned regularly and need a thorough weekly or monthly going-over.',
    rooms: [
      { room: 'Bedrooms and living areas', tasks: ['Dust surfaces, shelves, switches and ceiling fans within reach', 'Wipe doors, handles and window sills', 'Make beds and fold clothes left out', 'Sweep and mop floors, vacuum rugs'] },
      { room: 'Kitchen', tasks: ['Wash dishes left in the sink', 'Wipe counters, cooker top and the outside of appliances', 'Clean the sink and taps', 'Empty bins and put in new bags'] },
      { room: 'Bathrooms and toilets', tasks: ['Scrub toilet, sink, bath and shower', 'Clean mirrors and wipe tiles at splash height', 'Mop the floor'] },
    ],
  },
  {
    type: 'deep',
    name: 'Deep cleaning',
    bestFor: 'A home that has not had a proper clean for a while, after a party, before a visitor, or at the end of the harmattan dust.',
    rooms: [
      { room: 'Everything in standard cleaning, plus', tasks: ['Dust high places: tops of wardrobes, curtain rods and ceiling corners', 'Move light furniture and clean behind and under it', 'Wash skirting boards, doors and door frames'] },
      { room: 'Kitchen', tasks: ['Degrease the cooker, hood and backsplash', 'Clean inside the fridge, microwave and oven', 'Wipe inside cupboards once emptied'] },
      { room: 'Bathrooms and toilets', tasks: ['Descale taps and shower heads', 'Scrub grout and tiles from floor to ceiling', 'Remove stains and mould where possible'] },
    ],
  },
  {
    type: 'move_in_out',
    name: 'Move-in or move-out cleaning',
    bestFor: 'An empty house or flat before you move in, or before you hand the keys back to the landlord.',
    rooms: [
      { room: 'Everything in deep cleaning, plus', tasks: ['Inside every wardrobe, drawer and cabinet', 'Windows washed inside, and outside where safely reachable', 'Burglary-proof bars and louvre blades wiped'] },
      { room: 'Finishing touches', tasks: ['Remove paint splashes and builder dust from floors and tiles', 'Clean light fittings and switches', 'A final sweep and mop of every room'] },
    ],
  },
];

const NOT_INCLUDED = [
  'Washing or ironing clothes (ask in the notes: some cleaners will, for an agreed extra)',
  'Cleaning outside the compound, soakaways or septic tanks',
  'Lifting heavy furniture, or climbing above a step ladder',
  'Removing pests: book fumigation for that',
];

export function CleaningEntailsScreen() {
  const { service, bundled } = useCatalogue('home-cleaning');
  const priceItems = (service ?? bundled).priceItems;
  const fromPrice = (type: CleaningType): string | null => {
    try {
      return formatNaira(quote('home-cleaning', { cleaningType: type, bedrooms: 1, bathrooms: 1 }, priceItems).totalKobo);
    } catch {
      // The fetched catalogue lacks this price: say nothing rather than a wrong figure.
      return null;
    }
  };

  return (
    <Container className="cleaning-entails">
      <DocumentTitle>What home cleaning includes · Ilé</DocumentTitle>
      <header className="cleaning-entails__header">
        <h1>What our home cleaning includes</h1>
        <p>
          Every Ilé cleaner works from the same checklist and brings their own mop, bucket, brushes and cleaning products. Here is what each type of
          cleaning covers, room by room, so you know exactly what you are paying for.
        </p>
        <ButtonLink to={paths.service('home-cleaning')} variant="accent">
          <Sparkles size={20} aria-hidden="true" />
          Book a cleaner
        </ButtonLink>
      </header>

      <div className="cleaning-entails__levels">
        {LEVELS.map((level) => {
          const price = fromPrice(level.type);
          return (
            <Card key={level.type} className="cleaning-entails__level">
              <h2>{level.name}</h2>
              {price ? (
                <p className="cleaning-entails__price">
                  From <strong>{price}</strong> <span>for one bedroom and one bathroom</span>
                </p>
              ) : null}
              <p>{level.bestFor}</p>
              {level.rooms.map((group) => (
                <div key={group.room}>
                  <h3>{group.room}</h3>
                  <ul className="cleaning-entails__tasks">
                    {group.tasks.map((task) => (
                      <li key={task}>
                        <Check size={18} aria-hidden="true" />
                        <span>{task}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </Card>
          );
        })}
      </div>

      <section className="cleaning-entails__excluded" aria-labelledby="excluded-title">
        <h2 id="excluded-title">Not included in any cleaning</h2>
        <ul className="cleaning-entails__tasks">
          {NOT_INCLUDED.map((item) => (
            <li key={item}>
              <Ban size={18} aria-hidden="true" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </section>

      <Card className="cleaning-entails__cta">
        <h2>Ready for a cleaner home?</h2>
        <p>Tell us the number of rooms and see your price straight away. It takes about a minute.</p>
        <ButtonLink to={paths.service('home-cleaning')} variant="primary" fullWidth>
          Book a cleaner
        </ButtonLink>
      </Card>
    </Container>
  );
}
