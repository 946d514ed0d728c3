import { defaultThemeConfig } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { backOfficeSystem } from '../../src/admin/ui/system';
import { STOREFRONT_RECIPES, STOREFRONT_SLOT_RECIPES } from '../../src/web/ui/storefront-recipes';
import { storefrontSystem } from '../../src/web/ui/theme';
import { recipeKeysNeededBy } from './helpers/chakra-recipe-keys';

// The recipes Chakra's theme has at all (a component may name a key no recipe answers, as Text does).
const CHAKRA_RECIPES = new Set(Object.keys(defaultThemeConfig.theme?.recipes ?? {}));
const CHAKRA_SLOT_RECIPES = new Set(Object.keys(defaultThemeConfig.theme?.slotRecipes ?? {}));

describe("the storefront's Chakra recipes", () => {
  const needed = recipeKeysNeededBy('src/web');

  it('finds the recipes of the components the storefront uses (the reading works)', () => {
    expect(needed.get('button')).toEqual(expect.arrayContaining(['Button', 'IconButton']));
    expect(needed.get('dialog')).toEqual(['Dialog']);
    expect(needed.get('checkmark')).toEqual(['Checkbox']);
  });

  it('holds every recipe a storefront component asks for, the same as in the full theme', () => {
    const system = storefrontSystem();
    const missing: string[] = [];
    for (const [key, names] of needed) {
      if (CHAKRA_RECIPES.has(key)) {
        if (!system.isRecipe(key)) missing.push(`${key} (${names.join(', ')})`);
        else expect(system.getRecipe(key), key).toEqual(backOfficeSystem.getRecipe(key));
      } else if (CHAKRA_SLOT_RECIPES.has(key)) {
        if (!system.isSlotRecipe(key)) missing.push(`${key} (${names.join(', ')})`);
        else expect(system.getSlotRecipe(key), key).toEqual(backOfficeSystem.getSlotRecipe(key));
      }
    }
    expect(missing, 'add these to src/web/ui/storefront-recipes.ts').toEqual([]);
  });

  it('carries no recipe the storefront does not use', () => {
    const carried = [...Object.keys(STOREFRONT_RECIPES), ...Object.keys(STOREFRONT_SLOT_RECIPES)];
    expect(carried.filter((key) => !needed.has(key))).toEqual([]);
  });
});
