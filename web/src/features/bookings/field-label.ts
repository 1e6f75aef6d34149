// The server's field keys (`visit.address.street`) as the words the form uses.
const LABELS: Record<string, string> = {
  'visit.address.street': 'Street',
  'visit.address.area': 'Area',
  'visit.address.city': 'Town or city',
  'visit.address.state': 'State',
  'visit.address.landmark': 'Nearest landmark',
  'visit.address.lga': 'Local government area',
  'visit.date': 'Day',
  'visit.timeWindow': 'Time',
  'visit.contactPhone': 'Phone',
  'visit.atHome': 'Who will be home',
  'visit.atHome.name': 'Name of who will be home',
  'visit.atHome.phone': 'Phone of who will be home',
  'visit.notes': 'Notes',
};

export function fieldLabel(field: string): string {
  const known = LABELS[field];
  if (known) return known;
  const last = field.split('.').pop() ?? field;
  const words = last.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
