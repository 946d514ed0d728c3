/** Product lines of the demo catalogue: the name printed on the pack and the pack's soft colours. */
export interface ProductLine {
  name: string;
  /** Pack body, darker accent (cap, text), light tint (background glow). */
  colors: { body: string; accent: string; tint: string };
}

export const productLines = {
  peel: { name: 'Peel Expert', colors: { body: '#f6d5cf', accent: '#b4534a', tint: '#fdf1ee' } },
  hydra: { name: 'Hydra Balance', colors: { body: '#cfe6f5', accent: '#2f6f9c', tint: '#eef7fc' } },
  age: { name: 'Age Control', colors: { body: '#ddd5f0', accent: '#5f4b96', tint: '#f4f1fb' } },
  pure: { name: 'Pure Skin', colors: { body: '#cdeedd', accent: '#2f7d57', tint: '#eefaf3' } },
  sun: { name: 'Sun Defense', colors: { body: '#fbe7b5', accent: '#a86a12', tint: '#fff8e6' } },
  body: { name: 'Body Sculpt', colors: { body: '#eedcc8', accent: '#8a5a32', tint: '#faf4ec' } },
  hair: { name: 'Hair Vital', colors: { body: '#dbe7cf', accent: '#55703a', tint: '#f3f8ee' } },
  salon: { name: 'Salon Pro', colors: { body: '#d3e4e2', accent: '#0f766e', tint: '#eff7f6' } },
  water: { name: 'Pure Water', colors: { body: '#d9f0f4', accent: '#2a7f8f', tint: '#f0fafc' } },
  yellow: { name: 'Yellow Edition', colors: { body: '#f9dc5c', accent: '#6b5200', tint: '#fff9e0' } },
  black: { name: 'Black Edition', colors: { body: '#3a3d42', accent: '#d9b45a', tint: '#f1f1f2' } },
  gift: { name: 'Подарочный сертификат', colors: { body: '#0f766e', accent: '#f3d9a4', tint: '#eef7f6' } },
} satisfies Record<string, ProductLine>;

export type ProductLineId = keyof typeof productLines;
