/** Words for input refused before any rule of its own is read (control characters, anywhere). */
export const INPUT_MESSAGES = {
  controlCharacters: 'Text must not contain control characters',
  controlCharactersInName: 'Field names must not contain control characters',
} as const;
