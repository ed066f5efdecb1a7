// A project whose global setup fails (its database did not start): its tests never run.
export default async function setup(): Promise<void> {
  throw new Error('the database did not start (on purpose)');
}
