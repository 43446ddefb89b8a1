/** Local `YYYY-MM-DD HH:mm:ss`, the platform's date-time format. */
export function formatDateTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` + `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

export const now = () => formatDateTime(new Date());

export function daysFromNow(days: number): string {
  return formatDateTime(new Date(Date.now() + days * 86_400_000));
}
