/** Opens the Lichess team page in a new window (a popup); false when the browser blocked it. */
export function openTeamPage(teamUrl: string): boolean {
  const popup = window.open(teamUrl, 'chess-school-team', 'popup,width=1000,height=780');
  return Boolean(popup);
}
