import { describe, expect, it } from "vitest";
import { passwordProblems } from "../domain/account.ts";
import { describeValidationIssue } from "../i18n/validation-messages.ts";
import { loginBody, nickname, registerBody, updateProfileBody } from "./account.ts";
import { clientOnPayload } from "./chat.ts";
import { multiLine, recordId, recordIdFromText, singleLine } from "./common.ts";
import { addDocumentFields, feedbackBody } from "./document.ts";
import { compareQuery, productInput } from "./product.ts";

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe("record ids", () => {
  it("accept whole numbers from 1 to 2147483647, the integer column's range", () => {
    expect(recordId.parse(1)).toBe(1);
    expect(recordId.parse(2_147_483_647)).toBe(2_147_483_647);
    expect(recordIdFromText.parse("2147483647")).toBe(2_147_483_647);
  });

  it.each([
    ["2147483648", 2_147_483_648],
    ["0", 0],
    ["-1", -1],
    ["1.5", 1.5],
    ["1e300", 1e300],
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
  ])("refuse %s with the id message", (_name, value) => {
    expect(messagesOf(recordId.safeParse(value))).toEqual(["validation.id"]);
    expect(messagesOf(recordIdFromText.safeParse(String(value)))).toContain("validation.id");
  });

  it("refuse text in a body but take digits from a query", () => {
    expect(messagesOf(recordId.safeParse("5"))).toEqual(["validation.id"]);
    expect(recordIdFromText.parse("5")).toBe(5);
    expect(messagesOf(recordIdFromText.safeParse("abc"))).toEqual(["validation.id"]);
    expect(messagesOf(recordIdFromText.safeParse(""))).toEqual(["validation.id"]);
  });

  it("bound every id field and id list of the shared schemas", () => {
    const tooBig = 2_147_483_648;
    expect(compareQuery.safeParse({ ids: `1,${tooBig}` }).success).toBe(false);
    expect(updateProfileBody.safeParse({ areaId: tooBig }).success).toBe(false);
    expect(updateProfileBody.safeParse({ fieldId: String(tooBig) }).success).toBe(false);
    expect(
      feedbackBody.safeParse({ documentId: tooBig, type: "other", content: "x" }).success,
    ).toBe(false);
    const product = {
      model: "M1",
      nameZh: "模组",
      nameEn: "Module",
      productType: "4G",
      networkSystem: "LTE Cat.1",
      packageType: "LCC",
    };
    expect(productInput.safeParse(product).success).toBe(true);
    expect(productInput.safeParse({ ...product, relatedIds: [tooBig] }).success).toBe(false);
    expect(productInput.safeParse({ ...product, parentId: tooBig }).success).toBe(false);
  });

  it("treat an empty multipart id as not given", () => {
    const fields = {
      name: "Datasheet",
      type: "datasheet",
      version: "V1.0",
      accessLevel: "public",
      productId: "",
      parentId: "7",
    };
    const parsed = addDocumentFields.parse(fields);
    expect(parsed.productId).toBeUndefined();
    expect(parsed.parentId).toBe(7);
    expect(addDocumentFields.safeParse({ ...fields, parentId: "2147483648" }).success).toBe(false);
  });
});

describe("texts", () => {
  it("refuse NUL, other controls and broken surrogates on one line, tab and line breaks too", () => {
    for (const text of ["a\u0000b", "a\u001bb", "a\u0085b", "a\ud800", "a\tb", "a\nb"]) {
      expect(messagesOf(singleLine().safeParse(text))).toEqual(["validation.text.control"]);
    }
  });

  it("take tab and line breaks in multi-line text, and trim both", () => {
    expect(multiLine().parse("  line 1\n\tline 2\r\n")).toBe("line 1\n\tline 2");
    expect(singleLine().parse("  word  ")).toBe("word");
    expect(messagesOf(multiLine().safeParse("a\u0000b"))).toEqual(["validation.text.control"]);
  });

  it("guard the keyword filters, the feedback, the profile and the product texts", () => {
    expect(compareQuery.safeParse({ ids: "1,2" }).success).toBe(true);
    expect(
      feedbackBody.safeParse({ documentId: 1, type: "other", content: "a\u0000" }).success,
    ).toBe(false);
    expect(
      feedbackBody.safeParse({ documentId: 1, type: "other", content: "l1\nl2" }).success,
    ).toBe(true);
    expect(updateProfileBody.safeParse({ signature: "a\u0000b" }).success).toBe(false);
    expect(updateProfileBody.safeParse({ signature: "two\nlines" }).success).toBe(true);
    expect(updateProfileBody.safeParse({ company: "a\u0000b" }).success).toBe(false);
    expect(loginBody.safeParse({ account: "a\u0000b", password: "x" }).success).toBe(false);
  });
});

describe("passwords", () => {
  it("accept up to 128 characters and refuse more", () => {
    const long = `Aa#9${"x".repeat(124)}`;
    expect(long).toHaveLength(128);
    expect(passwordProblems(long)).toEqual([]);
    expect(passwordProblems(`${long}y`)).toEqual(["validation.password.tooLong"]);
    expect(loginBody.safeParse({ account: "13800000000", password: long }).success).toBe(true);
  });

  it("refuse a password made mostly of spaces", () => {
    expect(passwordProblems("        1a")).toEqual(["validation.password.spaces"]);
    expect(passwordProblems("a b c d e f g h 1 ")).toEqual([]);
    expect(passwordProblems("1 a         ")).toContain("validation.password.spaces");
  });

  it("keep the other rules: length, classes, weak strings, the phone", () => {
    expect(passwordProblems("Ab#1xyz")).toEqual(["validation.password.tooShort"]);
    expect(passwordProblems("Modulexyzw")).toEqual(["validation.password.classes"]);
    expect(passwordProblems("ADMIN#9xyz")).toEqual(["validation.password.weak"]);
    expect(passwordProblems("x#13977665544", "13977665544")).toEqual([
      "validation.password.containsPhone",
    ]);
  });

  it("refuse control characters", () => {
    expect(passwordProblems("Module#20\u000026")).toEqual(["validation.text.control"]);
  });

  it("are checked the same way on registration", () => {
    const result = registerBody.safeParse({
      phone: "13812345678",
      code: "123456",
      password: "        1a",
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["password"], message: "validation.password.spaces" }),
    ]);
  });
});

describe("nicknames", () => {
  it("are normalised to NFKC: full-width letters and digits become plain ones", () => {
    expect(nickname.parse("ＭｏｄｕｌｅＦａｎ")).toBe("ModuleFan");
    expect(nickname.parse("  Zhang San  ")).toBe("Zhang San");
  });

  it("refuse full-width digits only or a full-width @ once normalised", () => {
    expect(messagesOf(nickname.safeParse("１２３４"))).toEqual(["validation.nickname.shape"]);
    expect(messagesOf(nickname.safeParse("a＠b"))).toEqual(["validation.nickname.shape"]);
  });

  it.each([
    ["a zero-width space", "ad\u200bmin"],
    ["a zero-width joiner", "ad\u200dmin"],
    ["a word joiner", "ad\u2060min"],
    ["a byte order mark", "ad\ufeffmin"],
    ["a right-to-left override", "abc\u202edef"],
    ["a left-to-right isolate", "abc\u2066def"],
    ["a line break", "two\nlines"],
    ["NUL", "ab\u0000cd"],
  ])("refuse %s", (_name, name) => {
    expect(messagesOf(nickname.safeParse(name))).toContain("validation.nickname.characters");
  });

  it("accept Chinese, letters, digits and inner spaces", () => {
    for (const name of ["张三", "模组 Fan 2", "Dev_01"])
      expect(nickname.safeParse(name).success).toBe(true);
  });
});

describe("chat visitor names", () => {
  const named = (clientChatName: string) =>
    clientOnPayload.safeParse({ clientChatEn: { clientChatId: "a".repeat(16), clientChatName } });

  it("are normalised to NFKC and trimmed, as nicknames are", () => {
    expect(named(" Ｖｉｓｉｔｏｒ ７ ").data?.clientChatEn.clientChatName).toBe("Visitor 7");
  });

  it.each([
    ["a right-to-left override", "Visitor\u202e1234"],
    ["a zero-width space", "Vis\u200bitor"],
    ["an isolate", "\u2066Visitor\u2069"],
    ["a line break", "two\nlines"],
  ])("refuse %s", (_name, name) => {
    expect(messagesOf(named(name))).toEqual(["validation.chatName.characters"]);
  });
});

describe("describeValidationIssue", () => {
  const base = { given: true, atRoot: false };
  it("says a number or a whole number was expected instead of 'received undefined'", () => {
    expect(
      describeValidationIssue("en-US", { ...base, code: "invalid_type", expected: "number" }),
    ).toBe("must be a number");
    expect(
      describeValidationIssue("zh-CN", { ...base, code: "invalid_type", expected: "int" }),
    ).toBe("必须是整数");
  });

  it("says a left-out field is required, and a missing body must be a JSON object", () => {
    const missing = { code: "invalid_type", expected: "string", given: false, atRoot: false };
    expect(describeValidationIssue("zh-TW", missing)).toBe("不能為空");
    expect(
      describeValidationIssue("en-US", {
        code: "invalid_type",
        expected: "object",
        given: false,
        atRoot: true,
      }),
    ).toBe("The request body must be a JSON object");
  });

  it("words bounds by what they bound, in each language", () => {
    const tooLong = { ...base, code: "too_big", origin: "string", maximum: 50 };
    expect(describeValidationIssue("en-US", tooLong)).toBe("may have at most 50 characters");
    expect(describeValidationIssue("zh-CN", tooLong)).toBe("最多 50 个字符");
    expect(describeValidationIssue("zh-TW", tooLong)).toBe("最多 50 個字元");
    expect(
      describeValidationIssue("en-US", {
        ...base,
        code: "too_small",
        origin: "number",
        minimum: 0,
        inclusive: false,
      }),
    ).toBe("must be greater than 0");
  });

  it("lists the options of an enum", () => {
    expect(
      describeValidationIssue("en-US", { ...base, code: "invalid_value", values: ["a", "b"] }),
    ).toBe("must be one of: a, b");
  });

  it("describes a union by the option of the right type", () => {
    const errors = [
      [{ code: "invalid_type", expected: "number", path: [] }],
      [{ code: "custom", path: [], message: "validation.text.control" }],
    ];
    expect(describeValidationIssue("en-US", { ...base, code: "invalid_union", errors })).toBe(
      "contains control or broken characters that cannot be typed",
    );
  });
});
