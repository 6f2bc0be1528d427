// A creator application as the tests file it.

/** Valid GB 11643 numbers (check characters computed, one ends in X). */
export const ID_A = '110101199003074477';
export const ID_B = '11010519491231002X';

/** The fields of 申请成为创作者, with this ID number. */
export const application = (idNumber = ID_A) => ({
  realName: '张小蛙',
  idNumber,
  contact: 'frog@example.com',
  introduction: '画了十年的插画',
  category: '插画',
});
