/** 'Scarica una copia del sito'. */
export function BackupPanel() {
  return null;
}
