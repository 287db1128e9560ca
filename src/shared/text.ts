/** `text` within `max` characters, an ellipsis marking a cut (page descriptions, notices). */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
