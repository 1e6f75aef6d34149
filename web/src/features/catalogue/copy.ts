// What each of the 18 service pages says, written for customers in Nigeria: the heading, a short
// lead, the call to action, how a booking goes (three plain steps) and what is good to know.
// Prices never appear here: they come from the catalogue, which admins edit. Only the service page
// imports this module (about 12 KB); the lists (landing page, /services) use list-copy.ts.
import type { ServicePageSlug } from './catalogue.ts';

export interface ServiceCopy {
  /** The page's heading. */
  title: string;
  lead: string;
  /** The hero's call to action, e.g. "Book a cleaner". */
  cta: string;
  steps: readonly [string, string, string];
  goodToKnow: readonly string[];
}

export const SERVICE_COPY: Record<ServicePageSlug, ServiceCopy> = {
  'home-cleaning': {
    title: 'Home cleaning by vetted cleaners',
    lead: 'Come home to a clean house without spending your Saturday on it. Our cleaners bring their own mops, buckets and cleaning products, and they work through a checklist so nothing is missed.',
    cta: 'Book a cleaner',
    steps: [
      'Tell us how many bedrooms and bathrooms, and pick standard, deep or move-in/out cleaning. The price updates as you go.',
      'Choose a day and a morning, afternoon or evening slot. A vetted cleaner is assigned and you get their name and phone number.',
      'The cleaner arrives with supplies and works through the checklist. Not happy with a room? Tell us within 24 hours and we send someone back free.',
    ],
    goodToKnow: [
      'Standard cleaning suits homes cleaned in the last month; for anything longer, choose a deep clean.',
      'Please make sure there is water in the tank, or tell us in the notes so the cleaner can bring some.',
    ],
  },
  carpentery: {
    title: 'Carpentry: furniture, doors and shelves',
    lead: 'That wardrobe still in its box, the door that drags on the tiles, the shelves you bought months ago: a carpenter with the right tools sorts them in one visit.',
    cta: 'Book a carpenter',
    steps: [
      'Choose the kind of job and how many items, and see the price straight away.',
      'Pick a day and time. The carpenter confirms and comes with drills, saws and fixings.',
      'The work is done and the space tidied. Extra materials, like a new lock or hinges, are agreed with you before they are bought.',
    ],
    goodToKnow: ['Have flat-pack parts and instructions ready for assembly jobs.', 'Materials such as wood, hinges or locks are not included in the price.'],
  },
  plumbing: {
    title: 'Plumbers for leaks, drains and pumps',
    lead: 'A dripping tap wastes a tank of water a week, and a blocked drain never fixes itself. Book a plumber who finds the cause and fixes it properly, not a quick patch.',
    cta: 'Book a plumber',
    steps: [
      'Tell us what is wrong and how many taps, toilets or fittings are involved.',
      'Choose when the plumber should come. You get their name and number before the visit.',
      'The plumber fixes the problem and tests it in front of you. Parts, if needed, are priced and agreed with you first.',
    ],
    goodToKnow: ['Show the plumber where the main stopcock is, or ask them to find it first.', 'For pumping machines, mention the brand and size in the notes.'],
  },
  fumigation: {
    title: 'Fumigation for cockroaches, bedbugs and more',
    lead: 'Pests come back when only half the house is treated. Our certified fumigators treat every room with approved products and tell you how to keep them away.',
    cta: 'Book fumigation',
    steps: [
      'Choose the pest, the type of property and the number of rooms. Termite, bedbug and rodent treatments are priced in.',
      'Pick a day. We send a short list of what to cover and put away before the visit.',
      'The fumigator treats every room and tells you when it is safe to go back in, usually after four to six hours.',
    ],
    goodToKnow: ['Keep children and pets away until the time the fumigator gives you.', 'Bedbug jobs usually need a second visit after two weeks; ask the fumigator.'],
  },
  electricals: {
    title: 'Electricians for faults, sockets and inverters',
    lead: 'Sparking sockets, lights that flicker when NEPA comes back, an inverter that will not switch over: book a qualified electrician who works safely and explains what they found.',
    cta: 'Book an electrician',
    steps: [
      'Pick what you need and count the points: each socket, switch or light is one.',
      'Choose a day and time. The electrician comes with a tester and the usual fittings.',
      'The fault is fixed and tested before they leave. New parts are agreed with you before they are bought.',
    ],
    goodToKnow: ['For an inverter or changeover, tell us its size (in kVA) in the notes.', 'Our electricians turn off power at the board before working: plan for a short outage.'],
  },
  painting: {
    title: 'Painters for rooms and outside walls',
    lead: 'Fresh paint makes a tired house look new. Our painters cover your floors and furniture, prepare the walls, apply two neat coats and clean up after themselves.',
    cta: 'Book a painter',
    steps: [
      'Choose inside or outside, the number of rooms or walls, and whether you already have the paint.',
      'Pick a start day. The painter confirms the colours with you on the phone.',
      'Surfaces are prepared, two coats go on, and the room is cleaned before they leave.',
    ],
    goodToKnow: ['Big jobs may take more than one day; the painter tells you at the start.', 'Move small valuables out of the rooms being painted.'],
  },
  'interior-painting': {
    title: 'Interior painting, room by room',
    lead: 'A new colour in the sitting room, a bright bedroom for the children, or clean white walls before you rent out the flat: book painters who work neatly inside a lived-in home.',
    cta: 'Book an interior painter',
    steps: [
      'Say how many rooms and whether you have the paint; the price per room shows as you choose.',
      'Pick a day. The painter agrees the colours and finish (matt, silk or satin) with you by phone.',
      'Furniture is covered, walls filled and sanded, two coats applied, and the room left clean.',
    ],
    goodToKnow: ['Ceilings are included in the price of a room.', 'Emulsion dries in hours; you can usually sleep in the room the same night.'],
  },
  interiors: {
    title: 'Interior design that fits your budget',
    lead: 'Whether it is one sitting room or a whole new duplex, a designer comes to see the space, listens to how you live, and gives you a plan and a written quote before you spend anything on the work.',
    cta: 'Book a design visit',
    steps: [
      'Tell us how many rooms and your budget range. You pay only the consultation visit now.',
      'The designer visits, measures and talks through styles, colours and furniture with you.',
      'You get a mood board and a written quote. Go ahead only if you like it.',
    ],
    goodToKnow: ['Have photos of rooms you like ready: they help the designer a lot.'],
  },
  'office-cleaning': {
    title: 'Office cleaning, once or every week',
    lead: 'Clients notice a clean reception and staff notice a clean kitchen. Book a reliable crew for a one-off clean or a regular schedule, before or after working hours.',
    cta: 'Book office cleaners',
    steps: [
      'Enter the floor area and number of desks, and say how often you want us.',
      'Choose a day and time window, including the evening after close of work.',
      'The crew cleans desks, kitchen, toilets and floors, and a supervisor checks the work.',
    ],
    goodToKnow: ['Tell us who will open the office and where the crew can fetch water.', 'Confidential papers are never moved: leave them filed or locked away.'],
  },
  'ac-repairs': {
    title: 'AC servicing, gas refills and repairs',
    lead: 'An AC that only blows warm air in March is no use. Our technicians wash, refill, repair and install split, window, standing and central units, and check the gas pressure every time.',
    cta: 'Book an AC technician',
    steps: [
      'Choose servicing, gas refill, repair or installation, the type of AC and how many units.',
      'Pick a day and time. The technician comes with gauges, a pressure washer and gas.',
      'Your units are done and tested. If a part is needed, you hear the price before it is fitted.',
    ],
    goodToKnow: ['Servicing every three months keeps the bill down and the air clean.', 'For installations, the indoor and outdoor units must already be on site.'],
  },
  'tv-installs': {
    title: 'TV mounting and set-up',
    lead: 'A TV on the wall, straight, with no cables hanging: our installers mount, connect and tune your TV and make sure your decoder and sound work before they leave.',
    cta: 'Book a TV installer',
    steps: [
      'Say how many TVs, their size and whether they go on the wall.',
      'Pick a day. The installer brings a drill, a level and a standard bracket if you do not have one.',
      'The TV is mounted, cables tidied and channels tuned, and you are shown how it all works.',
    ],
    goodToKnow: ['Tell us in the notes if the wall is plasterboard or glass; it needs special fixings.'],
  },
  'dish-installs': {
    title: 'DStv, GOtv and StarTimes installation',
    lead: 'New dish, new house, or signal that drops every time it rains: our installers fit and align your dish properly so you can watch the match in peace.',
    cta: 'Book a dish installer',
    steps: [
      'Choose your provider and whether it is a new installation, a move or a signal fix.',
      'Pick a day and time. The installer brings a signal meter, cable and clips.',
      'The dish is fitted and aligned, the decoder set up, and the signal checked with you.',
    ],
    goodToKnow: ['Subscriptions are paid to your provider, not to us.', 'Have your smartcard or IUC number ready.'],
  },
  'window-repairs': {
    title: 'Window fitting, glass and mosquito nets',
    lead: 'A window that will not close lets in rain, dust and mosquitoes. Our fitters repair and fit sliding, casement and louvre windows, replace broken glass and fit nets that last.',
    cta: 'Book a window fitter',
    steps: [
      'Choose the kind of window work and how many windows.',
      'Pick a day. The fitter measures first and confirms the cost of any glass or frames.',
      'Windows are fitted, sealed and checked to open and lock, and the glass pieces cleared away.',
    ],
    goodToKnow: ['Glass, frames and nets are priced separately, after measuring, and agreed with you.'],
  },
  'wifi-setup': {
    title: 'Wifi set-up that reaches every room',
    lead: 'Fast internet is no good if it stops at the parlour door. A network technician sets up your router, adds extenders where needed, secures the network and connects all your devices.',
    cta: 'Book a wifi technician',
    steps: [
      'Tell us the type of home or office, how many devices, and whether you already have a router.',
      'Pick a day and time. The technician tests coverage room by room.',
      'Your network is secured with a strong password and every device is connected before they leave.',
    ],
    goodToKnow: ['Your internet plan is with your provider (MTN, Airtel, Spectranet and others); we set up the equipment.'],
  },
  'home-theatre-setup': {
    title: 'Home theatre and soundbar set-up',
    lead: 'Big sound deserves the right set-up. Our installers place and wire your speakers, hide the cables, mount the projector and tune the sound to your room.',
    cta: 'Book a home theatre installer',
    steps: [
      'Choose the system and how many speakers, and whether anything goes on the wall.',
      'Pick a day. The installer brings tools, cable and clips.',
      'Everything is connected to your TV and decoder, and the sound balanced for where you sit.',
    ],
    goodToKnow: ['Speaker stands and long cable runs through walls are quoted on the day.'],
  },
  'garbage-disposal': {
    title: 'Garbage and waste removal',
    lead: 'From a few bags after a party to a truck load of rubble after renovation, we collect from your gate and dispose of it at a licensed site, not the nearest drain.',
    cta: 'Book a pick-up',
    steps: [
      'Choose how much waste there is and how often you want a pick-up.',
      'Pick a day and a time window for the collection.',
      'The crew loads everything and sweeps up. Regular pick-ups are arranged with you after the first one.',
    ],
    goodToKnow: ['We cannot take chemicals, oil drums or medical waste.', 'Bag loose waste if you can; it makes the pick-up quicker.'],
  },
  'moving-help': {
    title: 'Moving help with a truck and crew',
    lead: 'Moving house is stressful enough. A surveyor visits first to see what you are moving, then you get a fixed quote for the crew, the truck and, if you like, the packing.',
    cta: 'Book a moving survey',
    steps: [
      'Tell us where you are moving from and to, and the size of your home. You pay only the survey visit now.',
      'The surveyor visits on the day you choose and gives you a fixed quote for the move.',
      'Accept it and pick a moving day. The crew packs, loads, moves and unloads.',
    ],
    goodToKnow: ['Moves between states are welcome; tell us about any gate or estate rules in the notes.'],
  },
  curtains: {
    title: 'Curtain fitting, rods and sewing',
    lead: 'Curtains make a house feel like home, but rods that are crooked or too short spoil the look. Our fitters measure, fix rods and tracks, and hang or sew your curtains to length.',
    cta: 'Book a curtain fitter',
    steps: [
      'Choose hanging only, rods and hanging, or sewing and hanging, and how many windows.',
      'Pick a day. Add a measuring visit if you have not bought the rods or fabric yet.',
      'Rods go up straight and secure, curtains are hung, and the fitter checks they draw smoothly.',
    ],
    goodToKnow: ['Fabric and rods are not included; bring your own or ask the fitter to advise.'],
  },
};
