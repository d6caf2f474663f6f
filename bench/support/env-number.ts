/** A bench setting from the environment: a positive number, else the fallback. */
export const number = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
