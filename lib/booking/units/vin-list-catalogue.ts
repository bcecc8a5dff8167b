import "server-only";
// The catalogue's answer to a pasted VIN list (lib/booking/units/vin-list.ts): each make/model text's
// model, the makes' short names read as the catalogue spells them ("VW Golf" is Volkswagen Golf),
// and the models of each make the bare VINs point to.
import { matchModel, type VinListCatalogue } from "@/lib/booking/units/vin-list";
import { withCatalogueMake } from "@/lib/catalogue/make-aliases";
import { searchUnitModels } from "@/lib/catalogue/search-unit-models";

export async function lookUpVinList(questions: { texts: string[]; makes: string[] }): Promise<VinListCatalogue> {
  const answer: VinListCatalogue = { models: {}, makes: {} };
  // one query at a time: a 250-line list names a few models, and the pool is shared
  for (const text of questions.texts) {
    const wanted = withCatalogueMake(text);
    answer.models[text] = matchModel(wanted, await searchUnitModels({ search: wanted }));
  }
  for (const make of questions.makes)
    answer.makes[make] = (await searchUnitModels({ search: make })).filter(
      (m) => m.make.toLowerCase() === make.toLowerCase(),
    );
  return answer;
}
