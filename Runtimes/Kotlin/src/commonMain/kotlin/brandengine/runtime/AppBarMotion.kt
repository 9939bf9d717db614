// The Kotlin runtime (Runtimes/Kotlin): how the bar's own animations play, as the engine's
// AppBarMotion and AppBarAnimationPlan decide (docs/app-bar-engine.md): the theme's preset, or
// with reduce motion on its fallback. Kotlin standard library only.
package brandengine.runtime

/** A theme animation preset (`theme.animation.<name>`) as the bar's motions read it. */
data class MotionPreset(
    /** Whether it is a spring (`spring: { response, damping }`); otherwise a timed curve. */
    val isSpring: Boolean = false,
    /** The preset's `reduceMotion`: `none` (show at once), `crossFade`, or null (fade). */
    val reduceMotion: String? = null
)

/** How one of the bar's own animations plays: its preset, or with reduce motion on, the preset's fallback. */
sealed class AppBarMotion {
    /** Play the theme's preset. */
    data class Preset(val preset: MotionPreset) : AppBarMotion()
    /** Reduce motion: fade from the old look to the new one, nothing moves or scales. */
    data class CrossFade(val duration: Double) : AppBarMotion()
    /** Reduce motion: show the new look at once. */
    object Instant : AppBarMotion()

    /** How brandsim and traces name it: `spring`, `curve`, `crossFade`, `instant`. */
    val name: String
        get() = when (this) {
            is Preset -> if (preset.isSpring) "spring" else "curve"
            is CrossFade -> "crossFade"
            Instant -> "instant"
        }

    companion object {
        /** The cross-fade length, the same as the odds-boost segments' reduce-motion fallback. */
        const val CROSS_FADE_DURATION = 0.2

        /** The motion for [preset] (a plain curve when the theme has none), reduce motion applied. */
        fun of(preset: MotionPreset?, reduceMotion: Boolean): AppBarMotion {
            val used = preset ?: MotionPreset()
            if (!reduceMotion) return Preset(used)
            return if (used.reduceMotion == "none") Instant else CrossFade(CROSS_FADE_DURATION)
        }
    }
}

/** Which way a counter rolls. */
enum class CounterDirection(val rawValue: String) { Up("up"), Down("down") }

/** How a counter rolls to its new value: the theme's `counterRoll`, or its reduce-motion fallback. */
data class CounterAnimation(val direction: CounterDirection, val motion: AppBarMotion)

/** A tool-slot state with a panel (the locker): the plan animates it opening and closing. */
interface ToolSlotPanelState {
    val isPanelOpen: Boolean
}

/**
 * Which parts of the bar animate to a new state, and how. Only a live change has a plan: the first
 * state a view receives comes with [none], so the counter jumps to its value instead of rolling there.
 */
data class AppBarAnimationPlan(
    val betslipCounter: CounterAnimation? = null,
    val toolBadge: CounterAnimation? = null,
    /** Set when the tool slot's panel opens or closes: `lockerToggle`, or its fallback. */
    val locker: AppBarMotion? = null
) {
    companion object {
        /** The theme tokens the counters roll with, the locker toggles with, and a pressed item plays. */
        const val COUNTER_PRESET = "counterRoll"
        const val LOCKER_PRESET = "lockerToggle"
        const val BUTTON_PRESS_PRESET = "buttonPress"

        /** Nothing animates. */
        val none = AppBarAnimationPlan()

        /** The plan for a live change from [old] to [new] of a bar with [profile]'s presets, honouring `new.reduceMotion`. */
        fun between(old: AppBarState, new: AppBarState, profile: AppBarProfile): AppBarAnimationPlan {
            val reduceMotion = new.reduceMotion
            fun counter(from: Int, to: Int): CounterAnimation? = if (from == to) null else
                CounterAnimation(if (to > from) CounterDirection.Up else CounterDirection.Down, AppBarMotion.of(profile.animations[COUNTER_PRESET], reduceMotion))
            val oldPanel = (old.toolSlot as? ToolSlotPanelState)?.isPanelOpen ?: false
            val newPanel = (new.toolSlot as? ToolSlotPanelState)?.isPanelOpen ?: false
            return AppBarAnimationPlan(
                betslipCounter = counter(old.betslipCount, new.betslipCount),
                toolBadge = counter(old.toolBadge?.count ?: 0, new.toolBadge?.count ?: 0),
                locker = if (old.toolSlot != new.toolSlot && oldPanel != newPanel) AppBarMotion.of(profile.animations[LOCKER_PRESET], reduceMotion) else null
            )
        }
    }
}

/** How a pressed item animates in [state]: the `buttonPress` preset, or its reduce-motion fallback. */
fun AppBarProfile.buttonPress(state: AppBarState): AppBarMotion =
    AppBarMotion.of(animations[AppBarAnimationPlan.BUTTON_PRESS_PRESET], state.reduceMotion)
