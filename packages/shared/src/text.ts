/** Lower case without accents, for searches typed either way: "clinica" finds "Clínica". */
export function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
