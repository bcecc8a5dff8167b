declare module "sea-ports" {
  interface SeaPort {
    name: string;
    city?: string;
    country: string;
    timezone: string;
    coordinates: [longitude: number, latitude: number];
    unlocs: string[];
  }
  const seaPorts: { JSON: Record<string, SeaPort>; getByUnloc(code: string): SeaPort | undefined };
  export default seaPorts;
}
