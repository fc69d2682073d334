import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  countCharacterClasses,
  debounce,
  findWeakStrings,
  formatDate,
  formatDecimal,
  hasInvisibleCharacters,
  hasSpecialCharacters,
  hasUntypeableCharacters,
  isEmail,
  isEmpty,
  isMobile,
  isMostlyWhiteSpace,
  maskPhone,
  normalizeMainlandMobile,
} from "./validators.ts";

// The spec's loose rule, taken as written: 1, then 3-9, then 4 to 8 digits (6 to 10 in all).
describe("isMobile (loose check of the spec)", () => {
  it.each(["138001", "1391234", "1991234567", " 1391234 "])("accepts %s", (value) => {
    expect(isMobile(value)).toBe(true);
  });
  it.each(["12800138", "13800", "13800138000", "abc", "", null, undefined, "1 3800"])(
    "refuses %s",
    (value) => {
      expect(isMobile(value)).toBe(false);
    },
  );
});

describe("normalizeMainlandMobile (strict, for SMS)", () => {
  it.each([
    ["13800138000", "13800138000"],
    ["+86 138 0013 8000", "13800138000"],
    ["0086-138-0013-8000", "13800138000"],
    ["+8613800138000", "13800138000"],
  ])("turns %s into %s", (typed, phone) => {
    expect(normalizeMainlandMobile(typed)).toBe(phone);
  });
  it.each(["1380013800", "138001380001", "12800138000", "+1 650 555 0100", "1380013800x"])(
    "refuses %s",
    (typed) => {
      expect(normalizeMainlandMobile(typed)).toBeNull();
    },
  );
});

describe("isEmail", () => {
  it.each(["dev@example.com", "a_b-c@mail.example.cn", "X1@Y2.Z3"])("accepts %s", (value) => {
    expect(isEmail(value)).toBe(true);
  });
  it.each(["dev@example", "dev.name@example.com", "@example.com", "dev@exa_mple.com", ""])(
    "refuses %s",
    (value) => {
      expect(isEmail(value)).toBe(false);
    },
  );
});

describe("hasSpecialCharacters", () => {
  it.each(["a#b", "名字！", "x<y", "semi;colon"])("finds one in %s", (value) => {
    expect(hasSpecialCharacters(value)).toBe(true);
  });
  it.each(["plain", "中文名字", "user_name-1"])("finds none in %s", (value) => {
    expect(hasSpecialCharacters(value)).toBe(false);
  });
});

describe("isEmpty", () => {
  it.each([null, undefined, "", []])("calls %j empty", (value) => {
    expect(isEmpty(value)).toBe(true);
  });
  it.each([0, false, " ", [0], {}])("calls %j not empty", (value) => {
    expect(isEmpty(value)).toBe(false);
  });
});

describe("maskPhone", () => {
  it("hides the 5th to 8th digits from the end", () => {
    expect(maskPhone("13812345678")).toBe("138****5678");
    expect(maskPhone("8613812345678")).toBe("86138****5678");
  });
  it("leaves short or missing values readable", () => {
    expect(maskPhone("1234567")).toBe("1234567");
    expect(maskPhone(null)).toBe("");
  });
});

describe("formatDate", () => {
  it("formats Y-m-d by default and other patterns on request", () => {
    const date = new Date(2026, 10, 2, 9, 5, 7);
    expect(formatDate(date)).toBe("2026-11-02");
    expect(formatDate(date, "Y/m/d H:i:s")).toBe("2026/11/02 09:05:07");
  });
  it("gives the empty string for year 0001, nothing and nonsense", () => {
    expect(formatDate("0001-01-01T00:00:00")).toBe("");
    expect(formatDate(null)).toBe("");
    expect(formatDate("")).toBe("");
    expect(formatDate("not a date")).toBe("");
  });
});

describe("formatDecimal", () => {
  it("shows 3 or more decimal places to 2", () => {
    expect(formatDecimal(1.18)).toBe("1.18");
    expect(formatDecimal(1.185)).toBe("1.19");
    expect(formatDecimal(2.7)).toBe("2.7");
    expect(formatDecimal(18.7321)).toBe("18.73");
    expect(formatDecimal(5)).toBe("5");
  });
});

describe("debounce", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("calls once, 200 ms after the last call, with the last arguments", () => {
    const action = vi.fn();
    const debounced = debounce(action);
    debounced(1);
    vi.advanceTimersByTime(150);
    debounced(2);
    vi.advanceTimersByTime(199);
    expect(action).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(action).toHaveBeenCalledOnce();
    expect(action).toHaveBeenCalledWith(2);
  });

  it("can be cancelled and given another wait", () => {
    const action = vi.fn();
    const debounced = debounce(action, 50);
    debounced();
    debounced.cancel();
    vi.advanceTimersByTime(100);
    expect(action).not.toHaveBeenCalled();
  });
});

describe("password helpers", () => {
  it("finds the weak strings whatever their case", () => {
    expect(findWeakStrings("MyAdminPass")).toEqual(["admin"]);
    expect(findWeakStrings("x1234y")).toEqual(["1234"]);
    expect(findWeakStrings("Module#2026x")).toEqual([]);
  });
  it("counts letters, digits and symbols as classes", () => {
    expect(countCharacterClasses("abcdef")).toBe(1);
    expect(countCharacterClasses("abc123")).toBe(2);
    expect(countCharacterClasses("ab1#")).toBe(3);
  });
});

describe("hasUntypeableCharacters", () => {
  it.each([
    ["NUL", "a\u0000b"],
    ["a C0 control", "a\u0007b"],
    ["DEL", "a\u007fb"],
    ["a C1 control", "a\u0085b"],
    ["a lone high surrogate", "a\ud800b"],
    ["a lone low surrogate", "a\udc00b"],
  ])("finds %s in any text", (_name, text) => {
    expect(hasUntypeableCharacters(text)).toBe(true);
    expect(hasUntypeableCharacters(text, { multiLine: true })).toBe(true);
  });
  it("finds tab and line breaks in a one-line text only", () => {
    for (const text of ["a\tb", "a\nb", "a\r\nb"]) {
      expect(hasUntypeableCharacters(text)).toBe(true);
      expect(hasUntypeableCharacters(text, { multiLine: true })).toBe(false);
    }
  });
  it("accepts what people type: accents, CJK, emoji (a surrogate pair), zero-width joiners", () => {
    for (const text of ["Café 模组 測試", "😀 👩\u200d💻", "a – b … “c”"]) {
      expect(hasUntypeableCharacters(text)).toBe(false);
    }
  });
});

describe("hasInvisibleCharacters (names)", () => {
  it.each([
    ["zero-width space", "\u200b"],
    ["zero-width non-joiner", "\u200c"],
    ["zero-width joiner", "\u200d"],
    ["word joiner", "\u2060"],
    ["byte order mark", "\ufeff"],
    ["left-to-right embedding", "\u202a"],
    ["right-to-left override", "\u202e"],
    ["left-to-right isolate", "\u2066"],
    ["pop directional isolate", "\u2069"],
    ["right-to-left mark", "\u200f"],
    ["line feed", "\n"],
    ["line separator", "\u2028"],
    ["paragraph separator", "\u2029"],
    ["NUL", "\u0000"],
  ])("finds a %s", (_name, character) => {
    expect(hasInvisibleCharacters(`ab${character}cd`)).toBe(true);
  });
  it("accepts letters, digits, spaces and CJK", () => {
    expect(hasInvisibleCharacters("Zhang San 张三 03")).toBe(false);
  });
});

describe("isMostlyWhiteSpace", () => {
  it("is true when the text without spaces is shorter than the minimum", () => {
    expect(isMostlyWhiteSpace("        1a", 8)).toBe(true);
    expect(isMostlyWhiteSpace("  Ab#12345  ", 8)).toBe(false);
  });
  it("is true when more than half of the text is white space", () => {
    expect(isMostlyWhiteSpace("a b c d e f g h ", 8)).toBe(false);
    expect(isMostlyWhiteSpace("a  b  c  d  e  f  g  h", 8)).toBe(true);
    expect(isMostlyWhiteSpace(`abcd${"\u3000".repeat(9)}efgh`, 8)).toBe(true);
  });
});
