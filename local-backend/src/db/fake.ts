import { fakerZH_CN as faker } from '@faker-js/faker';
import { formatDateTime } from './time';

/** Chinese-locale faker for seed data; each seed step calls `faker.seed(n)` first, so data is repeatable. */
export { faker };

export const days = (n: number) => n * 86_400_000;

/** A date-time within the last `spanDays` days. */
export function recent(spanDays: number): string {
  return formatDateTime(new Date(Date.now() - faker.number.int({ min: 0, max: days(spanDays) })));
}

/** A mainland mobile number. */
export function mobile(): string {
  return `1${faker.helpers.arrayElement(['3', '5', '7', '8', '9'])}${faker.string.numeric(9)}`;
}
