import type { Metadata } from "next";
import { Suspense } from "react";
import { UnitModelCatalogue } from "@/components/unit-models/unit-model-catalogue";
import { PageHeader, Panel, TableSkeleton } from "@/components/states";

export const metadata: Metadata = { title: "Unit models" };

export default function UnitModelsPage() {
  return (
    <main className="mx-auto max-w-screen-2xl px-4 py-6">
      <PageHeader
        title="Unit models"
        subtitle="The catalogue a booking item's description is matched against · dimensions in cm, weight in kg"
      />
      <Suspense
        fallback={
          <Panel>
            <TableSkeleton rows={12} columns={8} label="Loading unit models" />
          </Panel>
        }
      >
        <UnitModelCatalogue />
      </Suspense>
    </main>
  );
}
