import { describe, expect, it } from "vitest";
import {
  ageGroupList,
  birthYearForUnder,
  formatRecommendation,
  labelForAgeRange,
  seasonStartYear,
  underForBirthYear,
  youthClassForUnder,
} from "../src/age-groups.ts";

describe("age groups", () => {
  it("season starts on 1 July", () => {
    expect(seasonStartYear("2025-06-30")).toBe(2024);
    expect(seasonStartYear("2025-07-01")).toBe(2025);
    expect(seasonStartYear("2025-12-31T10:00")).toBe(2025);
  });

  it("2024/25: U19 = 2006, U7 = 2018, and back", () => {
    expect(birthYearForUnder(19, 2024)).toBe(2006);
    expect(birthYearForUnder(7, 2024)).toBe(2018);
    expect(underForBirthYear(2016, 2024)).toBe(9);
    for (let u = 5; u <= 19; u++) expect(underForBirthYear(birthYearForUnder(u, 2030), 2030)).toBe(u);
  });

  it("classes A–G", () => {
    expect([19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6].map(youthClassForUnder).join("")).toBe(
      "AABBCCDDEEFFGG",
    );
    expect(youthClassForUnder(20)).toBeNull();
  });

  it("'Jahrgang 2016 und jünger' is U9 in 2024/25 and U10 in 2025/26", () => {
    expect(labelForAgeRange({ oldestBirthYear: 2016, youngestBirthYear: null }, "2025-03-15")).toBe("U9");
    expect(labelForAgeRange({ oldestBirthYear: 2016, youngestBirthYear: null }, "2025-09-15")).toBe("U10");
  });

  it("the getjahrgang list: U19 … U6 with birth years for the season of the date", () => {
    const list = ageGroupList("2024-10-01");
    expect(list[0]).toEqual({ label: "U19", under: 19, youthClass: "A", birthYear: 2006 });
    expect(list.at(-1)).toEqual({ label: "U6", under: 6, youthClass: "G", birthYear: 2019 });
    expect(list).toHaveLength(14);
  });

  it("DFB format: G and F funino without tables, E and older with tables", () => {
    expect(formatRecommendation("G")).toMatchObject({ mode: "funino", tables: false, formats: ["2v2", "3v3"] });
    expect(formatRecommendation("F")).toMatchObject({ mode: "funino", tables: false });
    expect(formatRecommendation("E")).toMatchObject({ mode: "normal", tables: true, formats: ["5v5", "7v7"] });
    expect(formatRecommendation("A").matchMinutes).toBe(20);
  });
});
