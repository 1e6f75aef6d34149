// The 36 states and the Federal Capital Territory, in the spec's NigerianState order.
export const NIGERIAN_STATES = [
  'Abia', 'Adamawa', 'Akwa Ibom', 'Anambra', 'Bauchi', 'Bayelsa', 'Benue', 'Borno', 'Cross River', 'Delta',
  'Ebonyi', 'Edo', 'Ekiti', 'Enugu', 'Gombe', 'Imo', 'Jigawa', 'Kaduna', 'Kano', 'Katsina', 'Kebbi', 'Kogi',
  'Kwara', 'Lagos', 'Nasarawa', 'Niger', 'Ogun', 'Ondo', 'Osun', 'Oyo', 'Plateau', 'Rivers', 'Sokoto',
  'Taraba', 'Yobe', 'Zamfara', 'FCT',
] as const;

export type NigerianState = (typeof NIGERIAN_STATES)[number];

/** "FCT" is what people mean by "Abuja" as a state; list it by its full name. */
export function stateLabel(state: NigerianState): string {
  return state === 'FCT' ? 'FCT (Abuja)' : state;
}
