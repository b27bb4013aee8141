// The restaurant's facts, in one place so the owner changes them once (SPEC.md section 9).
export const site = {
  brand: 'Bistrot Garbagnate',
  address: 'Via Padre Vismara 52, 20024 Garbagnate Milanese MI',
} as const;
