import type { SurveyInput } from "@portal/shared";
import { inTransaction } from "../../../platform/db/transaction.ts";
import type { StaffWrite } from "../../audit/use-cases/record-change.ts";
import { surveys } from "../schema.ts";
import { checkSurveyInput, insertQuestions } from "../survey-rows.ts";

/** `addSurvey`: a draft with its questions and options in order; answers its id. */
export function addSurvey({ db, now, actor, input }: StaffWrite & { input: SurveyInput }) {
  checkSurveyInput(input);
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(surveys)
      .values({
        title: input.title,
        description: input.description ?? null,
        status: "draft",
        opensAt: new Date(input.opensAt),
        closesAt: new Date(input.closesAt),
        createdBy: actor.userId,
        version: 1,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: surveys.id });
    if (!row) throw new Error("the survey was not inserted");
    await insertQuestions(tx, row.id, input.questions);
    return row.id;
  });
}
