// Identity: accounts, sign-in (password and SMS), sessions, profiles, follows and creator applications.
// This file is the module's only public face: other modules and the composition root import it,
// never an inner file (biome.json zones; docs/ARCHITECTURE.md).
export { authRoutes } from './auth/auth.routes';
export { sendSmsCode, verifySmsCode, type SmsContext } from './auth/sms-code.service';
export { findLatestApplication } from './creator-applications/creator-application.repository';
export { hashIdNumber } from './creator-applications/creator-application.service';
export {
  getIdentityKeyRing,
  type IdentityKeyEnv,
  openCreatorIdNumber,
  sealCreatorIdNumber,
} from './creator-applications/creator-id-number';
export { creatorRoutes } from './creator-applications/creator.routes';
export {
  type CreatorCardRow,
  findCreatorCards,
  listCategoryCreatorCards,
  listNewCreatorCards,
} from './creator-categories/creator-listing.repository';
export { countFollowers } from './follows/follow.repository';
export { followRoutes } from './follows/follow.routes';
export { recordIpRegion } from './profiles/profile.repository';
export { profileRoutes } from './profiles/profile.routes';
export { findBuyerAge, type BuyerAge } from './real-names/buyer-age';
export { buyerRealNameRoutes } from './real-names/buyer-real-name.routes';
export { capsOf } from './real-names/minor-caps';
export { isVerifiedMinor } from './real-names/minor.scope';
export { registerAuth } from './session/auth.plugin';
export { describeSession, type FoundSession } from './session/session.service';
export { hasNickname } from './users/nickname.policy';
export { banInForce, banOf } from './users/ban.policy';
export { clearEndedBans, setBan } from './users/ban.repository';
export { assertNotMuted, mutedMessage, muteOf } from './users/mute.policy';
export { setMute } from './users/mute.repository';
export { createOrPromoteOperator, parseOperatorInput } from './users/operator.service';
export { presentUserCard } from './users/user-card.presenter';
export { searchUserCards } from './users/user-card.repository';
export { maskPhone, presentPublicUser } from './users/user.presenter';
export {
  findUserById,
  findUserByPhone,
  findUserBySlug,
  insertUserIfPhoneFree,
  listFeaturedCreators,
  updateUser,
  type PublicUserRow,
} from './users/user.repository';
export { userRoutes } from './users/user.routes';
export { accountClosureRoutes } from './account-closure/account-closure.routes';
